/**
 * Controllable stand-ins for browser APIs jsdom lacks: a viewport width and reduced-motion
 * setting that media queries answer from (and that can change, firing `change` listeners), and
 * an IntersectionObserver that reports every observed element as visible at once.
 */
type Listener = (event: { matches: boolean }) => void;

let viewport = { width: 1280, reducedMotion: false };
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*([\d.]+)px/.exec(part);
    if (min) return viewport.width >= Number(min[1]);
    const max = /max-width:\s*([\d.]+)px/.exec(part);
    if (max) return viewport.width <= Number(max[1]);
    if (/prefers-reduced-motion:\s*reduce/.test(part)) return viewport.reducedMotion;
    return false;
  });
}

export function installMatchMedia(initial: Partial<typeof viewport> = {}) {
  viewport = { width: 1280, reducedMotion: false, ...initial };
  lists.clear();
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

/** Changes the viewport and notifies the media queries whose answer changed. */
export function setViewport(change: Partial<typeof viewport>) {
  viewport = { ...viewport, ...change };
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches !== entry.last) {
      entry.last = matches;
      entry.listeners.forEach((listener) => listener({ matches }));
    }
  }
}

export function installVisibleIntersectionObserver() {
  class VisibleObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: VisibleObserver });
}
