import { matchPath } from 'react-router';
import { clientRoutePatterns } from '../../../src/app/routeTable';
import { ROUTES } from '../../../src/shared/config/routes';
import { findProductFilter } from '../../../src/content/shop/filters';

/** Every path of the app's route table, pages and the redirects of former admin paths alike. */
const CLIENT_ROUTE_PATTERNS = clientRoutePatterns();

/**
 * Where the server sends a page request the app has no page for: a real redirect (302: the
 * address may become a page later, and a browser must not remember a permanent one) instead of
 * a 200 page whose script redirects. Null: the app renders this path (answered with 200).
 */
export function clientRouteRedirect(pathname: string): string | null {
  const category = matchPath({ path: ROUTES.productsCategory, end: true }, pathname);
  // The app sends an unknown product filter to the whole catalogue.
  if (category) return findProductFilter(category.params.category) ? null : ROUTES.products;
  return CLIENT_ROUTE_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname))
    ? null
    : ROUTES.home;
}
