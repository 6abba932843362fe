import type { ComponentType } from 'react';
import type * as PAGE_META from '@/content/pageMeta';

/** Loads a page's module; its `import()` names the chunk (webpackChunkName). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A link in the header or the footer: its text and place (1 = first). */
export interface MenuLink {
  label: string;
  order: number;
}

/** The admin sidebar's headed groups, in order; a link without a group goes in the first, unheaded one. */
export const ADMIN_MENU_GROUPS = ['Masters', 'Catalogue', 'Back office', 'Content'] as const;

export interface AdminMenuLink extends MenuLink {
  group?: (typeof ADMIN_MENU_GROUPS)[number];
  /** Marked current only on its own path, not on the paths below it. */
  end?: true;
}

/** A key of src/content/pageMeta: a page's title and description. */
export type PageMetaKey = Exclude<keyof typeof PAGE_META, 'PageMetaContent'>;

/** One page: what the router, the menus and the server need to know of it. */
export interface PageRoute {
  /** A react-router pattern; ROUTES names the ones other code links to. */
  path: string;
  page: PageLoader;
  /** The page loader's webpackChunkName (routeTable.test.ts reads the source to check it). */
  chunk: string;
  /**
   * The title and description the page renders (<PageMeta>). The texts stay by area in
   * src/content/pageMeta, where each page reads them, so its own chunk carries them rather than
   * the main chunk (a test renders each page and compares). None: the page makes its own from its
   * data (a product, an order confirmation, a content screen).
   */
  meta?: PageMetaKey;
  header?: MenuLink;
  footer?: MenuLink;
  sidebar?: AdminMenuLink;
  /** The back office: inside the admin shell when guarded by 'admin', else on its own (the admin login). */
  backOffice?: true;
  /** Who may open it: a signed-in customer (else the login), or an approved admin (else the admin login). */
  guard?: 'customer' | 'admin';
  /**
   * Served with a build-time snapshot (server/platform/site/prerenderedPages.ts): `true`, its scripts starting
   * after the snapshot's first paint; 'scriptsWithPage', its scripts downloading with the page
   * (its largest content is drawn by the app anyway); a list, the paths of a parametric route
   * that have one; 'template', a record's page (`/product/:slug`) that the server renders from the
   * database at request time into the snapshot of its layout (server/platform/site/pageDocument.ts).
   */
  snapshot?: true | 'scriptsWithPage' | 'template' | readonly string[];
  /** Sent as the bare index.html naming the page's chunk, so it downloads beside main.js (server/platform/site/pageChunks.ts). */
  chunkInHtml?: true;
}

/** A path that only sends the browser on (a former admin path, the back office's start). */
export interface RedirectRoute {
  path: string;
  redirect: string;
  backOffice?: true;
  guard?: 'admin';
}

export type RouteEntry = PageRoute | RedirectRoute;

export const isPage = (entry: RouteEntry): entry is PageRoute => 'page' in entry;

/** The catch-all entry's path: every address no other entry has (shown with a 404 by the server). */
export const NOT_FOUND_PATH = '*';

/** One screen of a page module that exports several: one chunk, one route per screen. */
export const screen =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  () =>
    load().then((module) => ({ default: module[name] }));

/** The links of one menu, in the menu's order. */
export function menuLinks(
  table: Record<string, RouteEntry>,
  menu: 'header' | 'footer' | 'sidebar',
): Array<AdminMenuLink & { to: string }> {
  return Object.values(table)
    .flatMap((entry) => (isPage(entry) && entry[menu] ? [{ to: entry.path, ...entry[menu] }] : []))
    .sort((a, b) => a.order - b.order);
}
