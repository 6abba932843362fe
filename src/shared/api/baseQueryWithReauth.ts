import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_ROOT, REQUEST_TIMEOUT_MS } from '../config/env';
import { ROUTES } from '../config/routes';
import { currentPathname, navigateTo } from '../lib/navigation';
import { loginPath } from '../lib/loginRedirect';
import {
  selectAccessToken,
  selectRefreshToken,
  sessionEnded,
  sessionTokensRefreshed,
  type RootStateWithSession,
} from './session';
import type { AuthTokens } from '../contract/user';

/** Calls that must never trigger a refresh themselves (spec: never retry login or refresh). */
const NO_REAUTH_ENDPOINTS = new Set([
  'login',
  'register',
  'registerAdmin',
  'forgotPassword',
  'resetPassword',
  'refreshToken',
  'logout',
]);

export const REFRESH_PATH = 'Auth/refresh-token';

/** Bearer token on every request, credentials included, 10 s timeout (spec: Roles and permissions, The calls it makes). */
export const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_ROOT,
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as RootStateWithSession);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function readTokens(body: unknown): AuthTokens | null {
  const data = (body as { data?: Partial<AuthTokens> } | undefined)?.data;
  return typeof data?.accessToken === 'string' && typeof data.refreshToken === 'string'
    ? { accessToken: data.accessToken, refreshToken: data.refreshToken }
    : null;
}

const inAdminArea = (pathname: string) => pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);

/**
 * In the admin area the browser goes to /admin/login?session=expired&returnTo=<the page> (spec: States and
 * transitions), so logging in brings the admin back. On the public site the customer stays where they are: the
 * auth feature says "Session expired. Please login again." and pages that need a login send them to
 * /login?session=expired&returnTo=<the page> (RequireAuth; docs/spec-deviations.md).
 */
function endSession(api: BaseQueryApi): void {
  api.dispatch(sessionEnded({ reason: 'expired' }));
  const pathname = currentPathname();
  if (inAdminArea(pathname) && pathname !== ROUTES.adminLogin)
    navigateTo(loginPath(pathname + window.location.search + window.location.hash, true), { replace: true });
}

/** The one refresh in flight; every request answered 401 meanwhile waits for it. */
let refreshInFlight: Promise<boolean> | null = null;

async function refreshSession(api: BaseQueryApi): Promise<boolean> {
  const refreshToken = selectRefreshToken(api.getState() as RootStateWithSession);
  if (!refreshToken) {
    // Spec: "No refresh token available" leads to logout.
    endSession(api);
    return false;
  }
  // Through the raw query: a 401 here must not start another refresh.
  const result = await rawBaseQuery({ url: REFRESH_PATH, method: 'POST', body: { refreshToken } }, api, {});
  const tokens = result.error ? null : readTokens(result.data);
  if (!tokens) {
    endSession(api);
    return false;
  }
  api.dispatch(sessionTokensRefreshed(tokens));
  return true;
}

/**
 * On 401: refresh once (behind a mutex, so N concurrent 401s cause one refresh call), store the
 * new tokens, retry the request once. If the refresh fails, or there is no refresh token, the
 * session is cleared (and, in the admin area, the browser goes to /admin/login?session=expired).
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenSent = selectAccessToken(api.getState() as RootStateWithSession);
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || NO_REAUTH_ENDPOINTS.has(api.endpoint)) return result;

  let renewed: boolean;
  if (refreshInFlight) {
    renewed = await refreshInFlight;
  } else {
    const tokenNow = selectAccessToken(api.getState() as RootStateWithSession);
    if (tokenNow && tokenNow !== tokenSent) {
      // A refresh finished while this request was on its way: just retry with the new token.
      renewed = true;
    } else if (!tokenNow && !selectRefreshToken(api.getState() as RootStateWithSession)) {
      // No session: never logged in, or it ended while this request was on its way (a second
      // end would tell the visitor "Session expired" twice). Nothing to renew or end.
      return result;
    } else {
      refreshInFlight = refreshSession(api).finally(() => {
        refreshInFlight = null;
      });
      renewed = await refreshInFlight;
    }
  }
  return renewed ? rawBaseQuery(args, api, extraOptions) : result;
};
