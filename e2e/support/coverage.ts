import type { Page } from '@playwright/test';
import { waitForAnimations } from './overlays';

/** The phone, tablet and desktop sizes the overlap checks run at (width × a common height of that width). */
export const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

/**
 * What floats over the page: the chat button and every toast on screen. Each one's box is
 * measured against every visible control and heading in the viewport; the answer lists each
 * overlap ("toast 'Saved' covers button 'New slide'"), empty when nothing is covered.
 *
 * Boxes are the drawn ones: a heading or an inline link counts by its lines of text (a heading's
 * block is as wide as the page, its words are not), a control by its box, each cut to the viewport
 * and to any ancestor that clips it (a carousel's hidden slides). Hidden, inert, aria-hidden and
 * visually hidden elements are not seen by anyone, so they are left out. `text` names more elements
 * that must stay readable (instructions), measured by their lines of text.
 */
export async function coveredContent(page: Page, text = ''): Promise<string[]> {
  await waitForAnimations(page);
  return page.evaluate((textSelector) => {
    const FLOATING = '.chat-button, .toast-container .toast';
    const CONTENT = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      '[role="heading"]',
      ...(textSelector ? [textSelector] : []),
    ].join(', ');
    type Box = { left: number; top: number; right: number; bottom: number };
    const viewport: Box = {
      left: 0,
      top: 0,
      right: document.documentElement.clientWidth,
      bottom: document.documentElement.clientHeight,
    };
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    // Less than a pixel either way is rounding, not covering.
    const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
    const seen = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !element.closest('[inert], [aria-hidden="true"], .visually-hidden, .btn-check') &&
      !(element.matches('.visually-hidden-focusable') && !element.matches(':focus-within'));
    /** The part of a box its clipping ancestors (overflow other than visible) and the viewport let through. */
    const clipped = (element: Element, box: Box): Box => {
      let visible = cut(box, viewport);
      for (let parent = element.parentElement; parent && !isEmpty(visible); parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
          visible = cut(visible, parent.getBoundingClientRect());
        if (style.position === 'fixed') break;
      }
      return visible;
    };
    /** A heading or inline element by its lines of text; anything else by its box. */
    const drawnBoxes = (element: Element): Box[] => {
      const display = getComputedStyle(element).display;
      const textual =
        /^h[1-6]$/i.test(element.tagName) ||
        element.matches('[role="heading"]') ||
        display === 'inline' ||
        (textSelector !== '' && element.matches(textSelector));
      if (!textual) return [element.getBoundingClientRect()];
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()];
    };
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const role = element.matches('.chat-button') ? 'chat button' : element.matches('.toast') ? 'toast' : '';
      return `${role || element.tagName.toLowerCase()} '${name.slice(0, 60)}'`;
    };

    const floating = [...document.querySelectorAll(FLOATING)].filter(seen);
    const content = [...document.querySelectorAll(CONTENT)].filter(
      (element) => seen(element) && !floating.some((cover) => cover.contains(element)),
    );
    const found: string[] = [];
    for (const cover of floating) {
      const coverBox = cut(cover.getBoundingClientRect(), viewport);
      if (isEmpty(coverBox)) continue;
      for (const element of content) {
        const hit = drawnBoxes(element).some((box) => !isEmpty(cut(clipped(element, box), coverBox)));
        if (hit) found.push(`${describe(cover)} covers ${describe(element)}`);
      }
    }
    return found;
  }, text);
}
