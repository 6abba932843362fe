import { useEffect } from 'react';
import { showApp } from '../lib/prerenderedPage';

/**
 * Rendered with a page's content (for the public pages: next to the page inside its Suspense
 * boundary), so its effect runs once the page itself, not a spinner, is on screen: then the
 * build-time snapshot gives way to the app.
 */
export function PageShown() {
  useEffect(showApp, []);
  return null;
}
