import transitionEnd from 'dom-helpers/transitionEnd';

/** The module react-bootstrap imports is the mended one (jest maps it as webpack does). */
describe('transitionEnd as react-bootstrap gets it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a transitionend bubbling from a descendant neither ends the transition nor calls off its fallback', () => {
    const drawer = document.createElement('div');
    const button = document.createElement('button');
    drawer.append(button);
    document.body.append(drawer);
    const ends: EventTarget[] = [];
    transitionEnd(drawer, (event) => event.target === drawer && ends.push(event.target), 300);

    // The hovered button's colour transition ends first; the drawer's own never comes.
    jest.advanceTimersByTime(100);
    button.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(ends).toEqual([]);

    jest.advanceTimersByTime(210);
    expect(ends).toEqual([drawer]);
  });

  test("the element's own transitionend ends it once, without the fallback", () => {
    const drawer = document.createElement('div');
    document.body.append(drawer);
    const handler = jest.fn();
    transitionEnd(drawer, handler, 300);
    drawer.dispatchEvent(new Event('transitionend', { bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
