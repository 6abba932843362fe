/**
 * Absolute URLs in the page (canonical links, Open Graph tags, structured data) use the site's
 * public address, PUBLIC_URL, never the address the page happened to be opened at. The production
 * build writes this placeholder into index.html's `<meta name="public-url">` and so into every
 * build-time snapshot; the server replaces it with its PUBLIC_URL when it serves a page
 * (server/platform/site/publicUrlPages.ts), so one build serves any address.
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.invalid';

/** The `<meta name>` carrying the public address. */
export const PUBLIC_URL_META = 'public-url';

/** The site's public origin: from the page's meta tag, else (tests, a page without it) where it was opened. */
export function publicOrigin(): string {
  const declared = document.querySelector(`meta[name="${PUBLIC_URL_META}"]`)?.getAttribute('content');
  if (declared) {
    try {
      return new URL(declared).origin;
    } catch {
      // A malformed value: fall back to the page's own origin.
    }
  }
  return window.location.origin;
}

/** `path` as an absolute URL on the public origin. */
export const absoluteUrl = (path: string) => new URL(path, publicOrigin()).toString();
