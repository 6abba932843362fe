/*
 * A toast never covers the control that raised it. Toasts sit at the bottom of the window; when the
 * button just pressed (Track, Add to Wishlist...) is down there, the page scrolls it up above them.
 */

const CONTROL = 'button, a[href], input, select, textarea, [role="button"], [role="tab"]';
/** A press longer ago than this did not raise the toast (it came from a page load or a timer). */
const RECENT_MS = 5_000;
/** Room left between the control and the toasts. */
const GAP = 8;

let lastUsed: { control: Element; at: number } | undefined;

const remember = (event: Event) => {
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (control) lastUsed = { control, at: Date.now() };
};

// The control the visitor last pressed (by pointer, Enter or Space), from when this module loads
// (after the first render) for the page's life. Not only the focused element: Safari does not
// focus a tapped button.
document.addEventListener('pointerdown', remember, true);
document.addEventListener('keydown', remember, true);

function usedControl(): Element | undefined {
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused.matches(CONTROL)) return focused;
  if (lastUsed && lastUsed.control.isConnected && Date.now() - lastUsed.at < RECENT_MS) return lastUsed.control;
  return undefined;
}

/** Scrolls the page so the control just used sits above the toasts, when they would cover it. */
export function keepUsedControlClear(toasts: HTMLElement): void {
  const control = usedControl();
  const shown = [...toasts.querySelectorAll('.toast')].map((toast) => toast.getBoundingClientRect());
  if (!control || shown.length === 0) return;
  const stack = {
    top: Math.min(...shown.map((box) => box.top)),
    left: Math.min(...shown.map((box) => box.left)),
    right: Math.max(...shown.map((box) => box.right)),
  };
  const box = control.getBoundingClientRect();
  const inView = box.top < window.innerHeight && box.bottom > 0;
  const overlaps = inView && box.bottom > stack.top - GAP && box.left < stack.right && box.right > stack.left;
  const by = box.bottom - stack.top + GAP;
  // Only when the control stays whole in the window (a control taller than the room left is not moved).
  if (overlaps && box.width > 0 && box.top - by >= 0) window.scrollBy({ top: by });
}
