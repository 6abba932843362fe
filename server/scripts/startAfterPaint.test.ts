/**
 * @jest-environment jsdom
 */
import { START_AFTER_PAINT, pageHtml } from './snapshotHtml';

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><title>Utsav Events</title><script defer="defer" src="/assets/runtime.1234567890.js"></script>' +
  '<script defer="defer" src="/assets/main.1234567890.js"></script></head><body><div id="root"></div></body></html>';
const page = {
  title: 'Events',
  headTags: [],
  markup: '<h1>Events</h1>',
  scripts: ['/assets/page-events.abcdef1234.js'],
  styles: [],
};

describe('the starter of a snapshotted page', () => {
  it('starts the page’s chunks before the entry scripts, in order, after a frame', () => {
    document.head.innerHTML = pageHtml(TEMPLATE, page, '/assets/start-after-paint.0123456789.js').replace(
      /^.*<head>|<\/head>.*$/gs,
      '',
    );
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.useFakeTimers();
    new Function(START_AFTER_PAINT)();
    const started = () =>
      Array.from(document.head.querySelectorAll<HTMLScriptElement>('script:not([type]):not([defer])'), (script) =>
        script.getAttribute('src'),
      );
    expect(started()).toEqual([]);
    frames.forEach((callback) => callback(0));
    jest.runAllTimers();
    expect(started()).toEqual([
      '/assets/page-events.abcdef1234.js',
      '/assets/runtime.1234567890.js',
      '/assets/main.1234567890.js',
    ]);
    expect(
      Array.from(
        document.head.querySelectorAll<HTMLScriptElement>('script:not([type]):not([defer])'),
        (script) => script.async,
      ),
    ).toEqual([false, false, false]);
    jest.useRealTimers();
  });
});
