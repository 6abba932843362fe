import { SNAPSHOT_ID } from '../../src/shared/config/prerender';

/** What the prerender step reads off a rendered page. */
export interface Capture {
  title: string;
  headTags: string[];
  markup: string;
  scripts: string[];
  styles: string[];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Starts the app's scripts only after the browser painted the snapshot. Deferred scripts would
 * run before that paint, and preloaded ones would share the phone's bandwidth with the CSS the
 * paint waits for. The page's chunks come first so they are in place when the entry asks for
 * them; `async = false` keeps that order. A file, not an inline script, because the
 * Content-Security-Policy allows only 'self' scripts.
 */
export const START_AFTER_PAINT = `requestAnimationFrame(function () {
  setTimeout(function () {
    var pending = document.querySelectorAll('script[data-app-script]');
    var ordered = Array.prototype.slice.call(pending).sort(function (a, b) {
      return (a.dataset.appScript === 'page' ? 0 : 1) - (b.dataset.appScript === 'page' ? 0 : 1);
    });
    ordered.forEach(function (placeholder) {
      var script = document.createElement('script');
      script.src = placeholder.dataset.src;
      script.async = false;
      document.head.appendChild(script);
    });
  }, 0);
});
`;

/** A script the browser neither fetches nor runs (not a JavaScript type) until the starter copies it. */
const scriptPlaceholder = (src: string, role: 'entry' | 'page') =>
  `<script type="text/plain" data-app-script="${role}" data-src="${escapeAttribute(src)}"></script>`;

/**
 * The built index.html with one page's snapshot in it. `starter` is the URL of START_AFTER_PAINT:
 * the scripts start after the snapshot's paint. `null`: they download with the page (deferred,
 * the page's chunks just before the entry's last script), for pages whose largest content is
 * drawn by the app anyway (see SCRIPTS_WITH_PAGE in server/platform/site/prerenderedPages.ts).
 */
export function pageHtml(template: string, page: Capture, starter: string | null): string {
  const inTemplate = (file: string) => template.includes(`"${file}"`);
  const pageScripts = page.scripts.filter((file) => !inTemplate(file));
  const head = [
    ...page.headTags,
    ...page.styles
      .filter((file) => !inTemplate(file))
      .map((file) => `<link rel="stylesheet" href="${escapeAttribute(file)}">`),
    ...(starter === null
      ? []
      : [
          ...pageScripts.map((file) => scriptPlaceholder(file, 'page')),
          `<script defer src="${escapeAttribute(starter)}"></script>`,
        ]),
  ].join('');
  // The app renders into #root out of sight (and out of the accessibility tree) until it replaces the snapshot.
  const body = `<div id="${SNAPSHOT_ID}" inert>${page.markup}</div><div id="root" style="position:absolute;top:0;left:0;width:100%;visibility:hidden" aria-hidden="true"></div>`;
  const entryTags = [...template.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)];
  const lastEntry = entryTags.at(-1)?.[1];
  const html = template
    .replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (tag, src: string) => {
      if (starter !== null) return scriptPlaceholder(src, 'entry');
      if (src !== lastEntry) return tag;
      // The page's chunks run before the entry asks for them.
      return `${pageScripts.map((file) => `<script defer="defer" src="${escapeAttribute(file)}"></script>`).join('')}${tag}`;
    })
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => body);
  if (entryTags.length === 0) throw new Error('dist/index.html has no deferred entry scripts');
  if (!html.includes(`id="${SNAPSHOT_ID}"`))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return html;
}
