import { useEffect } from 'react';
import { holdApp, showApp } from '../lib/prerenderedPage';

/**
 * Rendered with a page's content (for the public pages: next to the page inside its Suspense
 * boundary), so its effect runs once the page itself, not a spinner, is on screen: then the
 * build-time snapshot gives way to the app.
 */
export function PageShown() {
  useEffect(() => showApp(), []);
  return null;
}

/**
 * Rendered by a page while its record loads: the server's rendering of the record stays on screen
 * instead of the page's loading placeholder (see holdApp).
 */
export function HoldSnapshot() {
  useEffect(holdApp, []);
  return null;
}
