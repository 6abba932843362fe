/** Shared by the app and the build step that snapshots public pages (server/scripts/prerender.ts). */

/** The inert container of a page's build-time snapshot, painted until the app takes its place. */
export const SNAPSHOT_ID = 'prerendered';

/** Set on <html> once the first page has rendered: the prerender step waits for it. */
export const PAGE_SHOWN_ATTRIBUTE = 'data-page-shown';

/**
 * Set on `window` by the prerender step before a page runs: the staff's content (events, posts,
 * hero slides) and the shop's products (prices, stock) are never fetched into a snapshot, which shows same-size placeholders instead, so
 * a snapshot never shows yesterday's data as fact (docs/architecture.md).
 */
export const SNAPSHOT_FLAG = '__takingSnapshot';
