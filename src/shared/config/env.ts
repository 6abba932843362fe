// Build-time settings (webpack's DefinePlugin replaces process.env.* in the bundle).

/** The API root every call is relative to; `API_ROOT=https://api.example/ npm run build` changes it. */
export const API_ROOT: string = process.env.API_ROOT || '/api/';

/** Redux DevTools: on in development; in a production build only when built with REDUX_DEVTOOLS=1. */
export const DEVTOOLS_ENABLED: boolean = process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS === '1';

/** Spec: Business constants. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DURATION_MS = 3000;

/** Layout breakpoints from the spec (px). */
export const BREAKPOINTS = {
  mobileMenu: 768,
  categorySmall: 480,
  categoryMedium: 768,
  testimonialsTwo: 640,
  testimonialsThree: 1024,
} as const;
