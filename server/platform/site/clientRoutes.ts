import { matchPath } from 'react-router';
import { clientRoutePatterns } from '../../../src/app/routeTable';
import { ROUTES } from '../../../src/shared/config/routes';
import { findProductFilter } from '../../../src/content/shop/filters';

/** Every path of the app's route table, pages and the redirects of former admin paths alike. */
const CLIENT_ROUTE_PATTERNS = clientRoutePatterns();

/**
 * What the server answers a page request with: the app's page (`'page'`); a redirect (302: an
 * unknown product filter, which the app shows as the whole catalogue; the address may become a
 * filter later, so a browser must not remember it); or `'not-found'`, a 404 with the app, whose
 * catch-all route shows the not-found page.
 */
export function clientRouteOutcome(pathname: string): 'page' | 'not-found' | { redirect: string } {
  const category = matchPath({ path: ROUTES.productsCategory, end: true }, pathname);
  if (category) return findProductFilter(category.params.category) ? 'page' : { redirect: ROUTES.products };
  return CLIENT_ROUTE_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname))
    ? 'page'
    : 'not-found';
}
