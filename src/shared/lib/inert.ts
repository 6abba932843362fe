/**
 * Makes an element and everything in it unfocusable and hidden from assistive technology (the
 * `inert` attribute; React 18 does not know the prop, so it is set on the DOM node).
 */
export function setInert(element: HTMLElement | null, inert: boolean): void {
  if (!element) return;
  element.toggleAttribute('inert', inert);
  if (inert) element.setAttribute('aria-hidden', 'true');
  else element.removeAttribute('aria-hidden');
}
