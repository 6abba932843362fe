import { keepUsedControlClear } from './keepClear';

/** Gives an element a box in the window (jsdom lays nothing out). */
function place(element: Element, box: { top: number; bottom: number; left: number; right: number }) {
  element.getBoundingClientRect = () =>
    ({ ...box, x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top }) as DOMRect;
}

describe('a toast never covers the control that raised it', () => {
  let container: HTMLDivElement;
  let button: HTMLButtonElement;
  const scrollBy = jest.fn();

  beforeEach(() => {
    document.body.innerHTML = '<main><button type="button">Track</button></main><div class="toasts"></div>';
    button = document.querySelector('button')!;
    container = document.querySelector('.toasts')!;
    const toast = document.createElement('div');
    toast.className = 'toast';
    container.append(toast);
    // A 568 px tall window, the toast along its bottom.
    Object.defineProperty(window, 'innerHeight', { value: 568, configurable: true });
    place(toast, { top: 476, bottom: 544, left: 16, right: 304 });
    window.scrollBy = scrollBy as typeof window.scrollBy;
    scrollBy.mockClear();
  });

  it('scrolls the pressed button up above the toasts when they would cover it', () => {
    place(button, { top: 504, bottom: 542, left: 12, right: 74 });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    keepUsedControlClear(container);
    expect(scrollBy).toHaveBeenCalledWith({ top: 542 - 476 + 8 });
  });

  it('uses the focused control too (a press by keyboard)', () => {
    place(button, { top: 470, bottom: 500, left: 12, right: 74 });
    button.focus();
    keepUsedControlClear(container);
    expect(scrollBy).toHaveBeenCalledWith({ top: 500 - 476 + 8 });
  });

  it('leaves the page where it is when the control is clear of the toasts, out of view, or when nothing was pressed', () => {
    keepUsedControlClear(container);
    place(button, { top: 300, bottom: 338, left: 12, right: 74 });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    keepUsedControlClear(container);
    place(button, { top: 600, bottom: 640, left: 12, right: 74 });
    keepUsedControlClear(container);
    // Beside the toasts, not under them.
    place(button, { top: 504, bottom: 542, left: 310, right: 318 });
    keepUsedControlClear(container);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
