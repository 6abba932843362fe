import { HEAD_TAG_MARK, type HeadTag } from '../../../src/shared/seo/headTags';
import { escapeHtml, type SafeHtml } from '../lib/html';

/**
 * A page the server renders from the database at request time (a product, an event, a post):
 * its head (title and the same tags the app writes, shared/seo/headTags) and its main content.
 * It fills the build-time template of its route (server/scripts/prerender.ts): the site's header
 * and footer with `MAIN_MARKER` for a main content; without a template it goes into index.html,
 * head only (the app draws the content).
 */
export interface PageDocument {
  /** The route pattern whose template the page fills (`/product/:slug`). */
  route: string;
  head: { title: string; tags: HeadTag[] };
  main: SafeHtml;
}

/** Where a template's `<main>` had its content (written by the prerender step). */
export const MAIN_MARKER = '<!--page-main-->';

/** Head tags as the app writes them: marked, so its first render replaces rather than doubles them. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [HEAD_TAG_MARK]: '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      // A script's text is JSON-LD made with safeJson: it cannot close the tag.
      if (tag === 'script') return `<script${attrs}>${text ?? ''}</script>`;
      return `<${tag}${attrs}>`;
    })
    .join('');
}

/** The template (or index.html) with the page's title, head tags and, where the template has the marker, its main content. */
export function documentHtml(template: string, page: PageDocument): string {
  // Head tags the template carries for its own page (none in a template) give way to the page's.
  const withoutOwn = template.replace(new RegExp(`<(meta|link)[^>]*\\s${HEAD_TAG_MARK}(="")?[^>]*>`, 'g'), '');
  return withoutOwn
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`)
    .replace('</head>', () => `${headTagsHtml(page.head.tags)}</head>`)
    .replace(MAIN_MARKER, () => page.main.value);
}
