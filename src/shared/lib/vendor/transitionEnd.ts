/**
 * dom-helpers' `transitionEnd` (react-bootstrap's Modal, Offcanvas, Fade, Collapse and Carousel
 * wait for their transitions with it), with its known defect mended
 * (react-bootstrap/dom-helpers#184, fix proposed in #206, not released): its fallback, which ends
 * the transition when the browser sends no `transitionend` (an interrupted or cancelled one), was
 * called off by any `transitionend` bubbling from a descendant. A button's hover colour inside the
 * bag thus left the closing drawer and its backdrop on the page, locking scroll and clicks, when
 * Checkout was pressed while the bag was still sliding in. Only the element's own event counts here.
 *
 * webpack and jest put this module in place of `dom-helpers/transitionEnd` (an alias): same
 * signature and behaviour otherwise.
 */
type Handler = (event: TransitionEvent) => void;

function durationMs(element: HTMLElement): number {
  const value = getComputedStyle(element).transitionDuration || '';
  const factor = value.includes('ms') ? 1 : 1000;
  return (parseFloat(value) || 0) * factor;
}

function emulateTransitionEnd(element: HTMLElement, duration: number, padding = 5): () => void {
  let called = false;
  const onOwnEnd = (event: Event) => {
    if (event.target === element) called = true;
  };
  element.addEventListener('transitionend', onOwnEnd);
  const timer = setTimeout(() => {
    if (!called) element.dispatchEvent(new Event('transitionend', { bubbles: true, cancelable: true }));
  }, duration + padding);
  return () => {
    clearTimeout(timer);
    element.removeEventListener('transitionend', onOwnEnd);
  };
}

export default function transitionEnd(
  element: HTMLElement,
  handler: Handler,
  duration?: number | null,
  padding?: number,
): () => void {
  const removeEmulation = emulateTransitionEnd(element, duration ?? durationMs(element), padding);
  element.addEventListener('transitionend', handler as EventListener);
  return () => {
    removeEmulation();
    element.removeEventListener('transitionend', handler as EventListener);
  };
}
