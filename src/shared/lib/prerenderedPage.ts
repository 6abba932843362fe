import { PAGE_SHOWN_ATTRIBUTE, SNAPSHOT_FLAG, SNAPSHOT_ID } from '../config/prerender';

/**
 * Public pages are served with a build-time snapshot of their markup (server/scripts/prerender.ts)
 * so a phone paints the page before the JavaScript has arrived. The snapshot sits in
 * `#prerendered` (inert: nothing in it works yet) while React renders into `#root`, which stays
 * invisible until the page itself (not a loading spinner) is on screen. Then the snapshot goes
 * and the app shows in its place, so the visitor never sees a blank page or a spinner flash.
 */

/** Pages still waiting for their data while the server's rendering of it shows (see holdApp). */
let holds = 0;
let shownWhenReleased = false;

/**
 * Keeps the snapshot on screen until the returned release is called: a page the server rendered
 * from the database (a product, an event, a post) shows its content already, so the app must not
 * swap it for a loading placeholder. Released, the app shows if it was asked to meanwhile.
 */
export function holdApp(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && shownWhenReleased) showApp();
  };
}

/**
 * Swaps the snapshot for the app. Safe to call any number of times, also without a snapshot.
 * While a page holds it (holdApp), the swap waits for the release, unless `force`d (the timeout).
 */
export function showApp(force = false): void {
  if (holds > 0 && !force) {
    shownWhenReleased = true;
    return;
  }
  document.documentElement.setAttribute(PAGE_SHOWN_ATTRIBUTE, '');
  const snapshot = document.getElementById(SNAPSHOT_ID);
  if (!snapshot) return;
  const root = document.getElementById('root');
  root?.removeAttribute('style');
  root?.removeAttribute('aria-hidden');
  snapshot.remove();
}

/** True while the build step takes this page's snapshot: live content stays as placeholders. */
export const isTakingSnapshot = (): boolean =>
  typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[SNAPSHOT_FLAG] === true;
