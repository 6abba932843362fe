/** Spec: Business constants: the contact form shows Sending... for 2000 ms (or until the server answers, if later). */
export const CONTACT_DELAY_MS = 2000;
