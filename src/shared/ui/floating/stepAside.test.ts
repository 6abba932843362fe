import { watchStepAside } from './stepAside';

/**
 * A heading lies under the outer ring of the button's place only: a box scaled to 60 % around the
 * same centre (the button while aside) misses it, the button's own size (where it comes back) hits it.
 */
const PLACE = { left: 100, top: 100, size: 56 };
const SCALED = { left: 100 + 56 * 0.2, top: 100 + 56 * 0.2, size: 56 * 0.6 };

function asideButton(): HTMLAnchorElement {
  const button = document.createElement('a');
  document.body.append(button);
  button.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: SCALED.left, y: SCALED.top, width: SCALED.size, height: SCALED.size });
  Object.defineProperty(button, 'offsetWidth', { value: PLACE.size });
  Object.defineProperty(button, 'offsetHeight', { value: PLACE.size });
  return button;
}

beforeEach(() => {
  jest.useFakeTimers();
  const heading = document.createElement('h2');
  document.body.append(heading);
  const inScaledBox = (x: number, y: number) =>
    x >= SCALED.left && x <= SCALED.left + SCALED.size && y >= SCALED.top && y <= SCALED.top + SCALED.size;
  // Under the outer ring of the place there is the heading; nothing under the scaled box.
  document.elementsFromPoint = (x: number, y: number) => (inScaledBox(x, y) ? [] : [heading]);
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('an aside button stays aside while content lies under the place it would come back to', () => {
  const changes: boolean[] = [];
  const stop = watchStepAside(asideButton(), (aside) => changes.push(aside));
  jest.advanceTimersByTime(500);
  stop();
  expect(changes).not.toContain(false);
  expect(changes.at(-1)).toBe(true);
});

test('it comes back once the place is clear', () => {
  document.elementsFromPoint = () => [];
  const changes: boolean[] = [];
  const stop = watchStepAside(asideButton(), (aside) => changes.push(aside));
  jest.advanceTimersByTime(500);
  stop();
  expect(changes).toEqual([false]);
});
