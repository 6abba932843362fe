import { ROUTES } from '@/shared/config/routes';

/** Location state carrying where a visitor wanted to go (set by RequireAuth and the header's Log in link). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Screens that make no sense to come back to after logging in. */
const AUTH_SCREENS: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.forgotPassword, ROUTES.resetPassword];

type FromLocation = NonNullable<FromState['from']>;

export function readFrom(state: unknown): FromLocation | undefined {
  const from = (state as FromState | null | undefined)?.from;
  if (typeof from?.pathname !== 'string') return undefined;
  // Only a path inside this site (never `//host` or a URL), and never an auth screen. Router state
  // is set by the site's own code, never by an address, so this simple check is enough here.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || AUTH_SCREENS.includes(from.pathname))
    return undefined;
  return from;
}

/**
 * The state for a link to /login or /register: keeps an origin already carried (the visitor was
 * sent away from a protected page), otherwise the current page, so logging in comes back here.
 */
export function loginLinkState(location: {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}): FromState {
  const carried = readFrom(location.state);
  if (carried) return { from: carried };
  if (AUTH_SCREENS.includes(location.pathname)) return {};
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}
