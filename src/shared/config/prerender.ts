/** Shared by the app and the build step that snapshots public pages (server/scripts/prerender.ts). */

/** The inert container of a page's build-time snapshot, painted until the app takes its place. */
export const SNAPSHOT_ID = 'prerendered';

/** Set on <html> once the first page has rendered: the prerender step waits for it. */
export const PAGE_SHOWN_ATTRIBUTE = 'data-page-shown';
