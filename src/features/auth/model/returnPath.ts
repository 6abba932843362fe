import { ROUTES } from '@/shared/config/routes';
import type { Role } from '@/shared/contract/user';
import { returnToFromSearch } from '@/shared/lib/returnTo';
import { readFrom } from './returnTo';

// Apart from ./returnTo (which the site's header uses in the main bundle): only the login pages read the address.

/**
 * Where a login or registration leads: back to the page named by the address's `returnTo` (set
 * when a failed refresh sent the visitor here, so it survives a reload), or the origin carried in
 * the router state, otherwise the account area of the role.
 */
export function returnPath(state: unknown, role: Role | undefined, search = ''): string {
  const returnTo = returnToFromSearch(search);
  if (returnTo) return returnTo;
  const from = readFrom(state);
  if (from) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return role === 'Admin' ? ROUTES.adminDashboard : ROUTES.userProfile;
}

/** The page a guard sent the visitor away from, if any. */
export function originPathname(state: unknown, search = ''): string | undefined {
  const returnTo = returnToFromSearch(search);
  if (returnTo) return returnTo.split(/[?#]/, 1)[0];
  return readFrom(state)?.pathname;
}
