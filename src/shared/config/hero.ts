/** The hero slides' phone pictures apply below this width (the `<source media>`; the server's preload of the first slide uses it too). */
export const HERO_MOBILE_MEDIA = '(max-width: 767.98px)';
/** The rest: the desktop picture. */
export const HERO_DESKTOP_MEDIA = '(min-width: 768px)';
