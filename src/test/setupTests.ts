import '@testing-library/jest-dom';

/*
 * On CI (2 small cores, three suites in parallel) one retry, as Playwright's CI config has:
 * a test that fails twice still fails the run, and the first failure is printed either way.
 */
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

// jsdom lacks these browser APIs that components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;

class NoopIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
