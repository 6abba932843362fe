/** Spec: Business constants: the newsletter's success shows after 800 ms (or when the server answers, if later). */
export const NEWSLETTER_DELAY_MS = 800;
