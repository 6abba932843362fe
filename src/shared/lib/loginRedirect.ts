import { ROUTES } from '../config/routes';

// Kept apart from ./returnTo (which reads and checks the parameter on the login pages): this part
// runs in the main bundle (the API base query, the customer guard), so it stays this small.

/** The login pages' query parameter naming the page to come back to after logging in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The login address for someone sent away from `from` (this site's path with its query and
 * hash, as the router or `window.location` gives it): the back office's login for `/admin/...`,
 * the customers' otherwise; `session=expired` when a failed token refresh ended the session; and
 * the page to come back to, which the login pages accept only through safeReturnPath.
 */
export const loginPath = (from: string, expired = false) =>
  `${/^\/admin([/?#]|$)/.test(from) ? ROUTES.adminLogin : ROUTES.login}?${expired ? 'session=expired&' : ''}${RETURN_TO_PARAM}=${encodeURIComponent(from)}`;
