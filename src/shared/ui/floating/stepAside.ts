/**
 * What a floating control must never sit on: controls, headings, text, pictures, and toasts (a
 * toast over it is a message the visitor is reading).
 */
const CONTENT = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
  'h1, h2, h3, h4, h5, h6',
  'p, li, dt, dd, th, td, figcaption, blockquote, pre, address',
  'img, svg, video, iframe, canvas',
  '.toast',
].join(', ');

/** Points of the element's box, about every 9 px and on its edges: no text line or control fits between them. */
const STEP = 9;

/**
 * The element's place when shown: its layout size around its drawn centre. Stepping aside scales
 * it down (a transition), and measured mid-way or aside its drawn box is smaller than where it
 * comes back to, so content under its edge would pass for a clear place.
 */
function placeOf(element: HTMLElement) {
  const drawn = element.getBoundingClientRect();
  const width = element.offsetWidth || drawn.width;
  const height = element.offsetHeight || drawn.height;
  const left = drawn.left + drawn.width / 2 - width / 2;
  const top = drawn.top + drawn.height / 2 - height / 2;
  return { left, top, width, height };
}

/** True when anything of the page's content lies under the element's place (it floats over the page). */
function coversContent(element: HTMLElement): boolean {
  const box = placeOf(element);
  if (box.width === 0 || box.height === 0 || !document.elementsFromPoint) return false;
  const along = (start: number, length: number) => {
    const points: number[] = [];
    for (let offset = 1; offset < length - 1; offset += STEP) points.push(start + offset);
    points.push(start + length - 1);
    return points;
  };
  for (const x of along(box.left, box.width))
    for (const y of along(box.top, box.height))
      for (const under of document.elementsFromPoint(x, y))
        if (!element.contains(under) && under.matches(CONTENT)) return true;
  return false;
}

/** How long the page must rest (no scroll, resize or change) before the element comes back. */
const REST_MS = 150;

/**
 * Tells whether a floating element (the chat button) should step aside: while anything of the
 * page's content is under it. It goes at once when content slides under it, and comes back only
 * once the page has rested and the place is clear, so it never flickers over a scrolling page.
 * Checked on scroll, resize and any change of the page (content loading in, a toast appearing).
 * Loaded after the first render (its own small chunk); returns the function that stops watching.
 */
export function watchStepAside(element: HTMLElement, onChange: (aside: boolean) => void): () => void {
  let frame = 0;
  let rest = 0;
  const check = () => {
    frame = 0;
    if (!element.isConnected) return;
    if (coversContent(element)) onChange(true);
    window.clearTimeout(rest);
    rest = window.setTimeout(() => onChange(coversContent(element)), REST_MS);
  };
  const schedule = () => {
    frame ||= window.requestAnimationFrame(check);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
  sizes?.observe(document.body);
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(rest);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    mutations.disconnect();
    sizes?.disconnect();
  };
}
