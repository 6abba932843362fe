import { ROUTES } from '../config/routes';
import { RETURN_TO_PARAM } from './loginRedirect';

// What the login pages read of their address (lazy chunks only; loginRedirect writes it).

/** The login pages' flag set when a failed token refresh ended the session (spec: States and transitions). */
export const SESSION_PARAM = 'session';
export const SESSION_EXPIRED = 'expired';

/** Screens that make no sense to come back to after logging in. */
const LOGIN_SCREENS: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.adminLogin,
];

const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * A page of this site to return to, or null: only a relative path starting with one `/` (never
 * `//host`, `/\host`, a URL with a scheme, control characters or a login screen). The result is
 * the path, query and hash as the URL parser normalises them, so it cannot leave the origin.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // `/.//host` normalises to `//host`, which a browser would read as another site.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//') || LOGIN_SCREENS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a login address asks to return to, if it is a safe one. */
export const returnToFromSearch = (search: string) => safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));

/** Whether a login address carries `session=expired`. */
export const isSessionExpiredSearch = (search: string) =>
  new URLSearchParams(search).get(SESSION_PARAM) === SESSION_EXPIRED;
