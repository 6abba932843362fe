/** The newsletter's welcome discount (public-site.md, Business constants): APP10, a flat 10% off a first app purchase. */
export const WELCOME_DISCOUNT = { code: 'APP10', percent: 10 } as const;
