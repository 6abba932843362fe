import { prerenderedRoutes, scriptsWithPageRoutes, templateRoutes } from '../../../src/app/routeTable';

/** Folder of dist/ holding one HTML file (and its .br/.gz twins) per snapshotted page. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The pages served with a build-time snapshot (the route table's `snapshot` pages, in its order):
 * the public pages whose first screen is the same for every visitor. Not: the account, bag and
 * checkout pages (they depend on who is signed in), password reset (depends on its link), the
 * admin screens behind the admin guard (never painted before it ran), nor /blog (an alias of
 * /blogs). The admin login form is the same for everyone, so it has one (an admin with a live
 * session sees it for a moment before the redirect).
 */
export const PRERENDERED_ROUTES: readonly string[] = prerenderedRoutes();

/**
 * Snapshots whose scripts download with the page instead of after its first paint (`snapshot:
 * 'scriptsWithPage'` in the route table): pages whose largest content is the staff's (the hero
 * slide, event and post cards, a product's picture), which the snapshot only holds a place for,
 * so the app must draw it anyway. Measured with
 * bench:web: starting the scripts at once brought their LCP forward by 70-150 ms, while the
 * pages whose largest content is in the snapshot (the shop's list, the booking form) lost
 * 400-600 ms that way, so they keep the start after paint.
 */
export const SCRIPTS_WITH_PAGE: readonly string[] = scriptsWithPageRoutes();

/** `/` -> `index.html`, `/products/art` -> `products__art.html`; null for anything else. */
export function prerenderedFileName(requestPath: string): string | null {
  const pathname = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
  if (!PRERENDERED_ROUTES.includes(pathname)) return null;
  return pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\//g, '__')}.html`;
}

/** The routes whose records' pages the server renders into a build-time template (route table: `snapshot: 'template'`). */
export const TEMPLATE_ROUTES: readonly string[] = templateRoutes();

/** A route's template: `/product/:slug` -> `template__product.html`. */
export const templateFileName = (route: string) =>
  `template__${route
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .join('__')}.html`;

/** The address the prerender step opens to draw a route's template: a record that cannot exist, so the page's own content is left out. */
export const templateAddress = (route: string) => route.replace(/:[a-z]+/gi, '__template__');
