import { BACK_OFFICE_ROUTES } from './backOffice';
import { NOT_FOUND_PATH, isPage, type RouteEntry } from './model';
import { SITE_ROUTES } from './site';

/**
 * The route table: every page of the site and the back office, once, with its path, page
 * loader and chunk, menu links, meta, guard and the server's flags (model.ts). Derived from it:
 * the router (app/routes.tsx for the site, app/backOfficeRoutes.tsx for the back office), the
 * header, footer and admin sidebar, and on the server the paths answered with the app
 * (server/platform/site/clientRoutes.ts), the pages whose chunk the HTML names
 * (server/platform/site/pageChunks.ts) and the snapshotted pages (server/platform/site/prerenderedPages.ts).
 *
 * Data only: the server (tsx) and its tests import this module, so nothing here loads React or a
 * page; a page loader runs only when the browser's router calls it. The browser imports the two
 * sections instead, never this index: site.ts rides in the main chunk, backOffice.ts with the
 * admin shell, so a visitor of the site downloads none of the back office's table.
 */
export const ROUTE_TABLE = { ...SITE_ROUTES, ...BACK_OFFICE_ROUTES } satisfies Record<string, RouteEntry>;

const entries: RouteEntry[] = Object.values(ROUTE_TABLE);

/**
 * Every path the app renders or redirects from (the former admin paths too): the server answers
 * these with the app, any other with 404 and the app's not-found page.
 */
export function clientRoutePatterns(): string[] {
  return entries.filter((entry) => entry.path !== NOT_FOUND_PATH).map((entry) => entry.path);
}

/** The snapshotted paths, in table order. */
export function prerenderedRoutes(): string[] {
  return entries.flatMap((entry) => {
    if (!isPage(entry) || !entry.snapshot || entry.snapshot === 'template') return [];
    return typeof entry.snapshot === 'object' ? [...entry.snapshot] : [entry.path];
  });
}

/** The route patterns whose pages the server renders from the database into a build-time template. */
export function templateRoutes(): string[] {
  return entries.flatMap((entry) => (isPage(entry) && entry.snapshot === 'template' ? [entry.path] : []));
}

/** The snapshotted pages whose scripts download with the page instead of after its first paint. */
export function scriptsWithPageRoutes(): string[] {
  return entries.flatMap((entry) => (isPage(entry) && entry.snapshot === 'scriptsWithPage' ? [entry.path] : []));
}

/** Route pattern and chunk of each page sent as the bare index.html naming its chunk. */
export function pageChunkRoutes(): Array<[route: string, chunk: string]> {
  return entries.flatMap((entry): Array<[string, string]> =>
    isPage(entry) && entry.chunkInHtml ? [[entry.path, entry.chunk]] : [],
  );
}
