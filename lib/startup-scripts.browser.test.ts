/** @jest-environment jsdom */
import { deferStartupScripts, LAST_RESORT_MS, runStartupScripts, STARTUP_LIST_ID } from './startup-scripts.mjs';

const sources = ['/_next/static/chunks/react.js', '/_next/static/chunks/main.js'];

type Entry = { element: Element | null; size: number };
let report: ((entries: Entry[]) => void) | null;

/** jsdom lays nothing out: the picture is given its place in the 1024 × 768 window. */
const PICTURE_BOX = { left: 0, top: 100, right: 1024, bottom: 700 };
const PICTURE_AREA = 1024 * 600;

/** A browser reporting largest paints (or not), with the page's body as `deferStartupScripts` writes it. */
function open({ picture = true, paints = true, box = PICTURE_BOX, broken = false } = {}) {
  report = null;
  const html = deferStartupScripts(
    `<html><head>${sources.map((src) => `<script src="${src}" async=""></script>`).join('')}</head><body><h1>Films</h1>` +
      `${picture ? '<img fetchpriority="high" src="/poster.avif" alt="">' : ''}</body></html>`,
  );
  document.head.innerHTML = '';
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const image = document.querySelector('img');
  if (image) {
    image.getBoundingClientRect = () => ({ ...box, width: box.right - box.left, height: box.bottom - box.top }) as DOMRect;
    Object.defineProperty(image, 'complete', { value: broken });
  }
  class Observer {
    static supportedEntryTypes = paints ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: (list: { getEntries(): Entry[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
  // The page's own inline script, as the browser would run it.
  const inline = [...document.body.querySelectorAll('script:not([type])')].at(-1)!.textContent!;
  expect(inline).toBe(`(${runStartupScripts})(${JSON.stringify(STARTUP_LIST_ID)},${LAST_RESORT_MS})`);
  new Function(inline)();
}

const added = () => [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
const heading = (size: number) => ({ element: document.querySelector('h1'), size });
const picture = () => ({ element: document.querySelector('img'), size: PICTURE_AREA });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the startup scripts of a deferred page', () => {
  it('are added once the first screen’s picture is the largest paint, in order, async, and only once', () => {
    open();
    report!([heading(40_000)]);
    expect(added()).toEqual([]);
    report!([picture()]);
    expect(added()).toEqual(sources.map((src) => [src, true]));
    report!([picture()]);
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(added()).toHaveLength(sources.length);
  });

  it('are added at a paint the picture cannot outsize: a larger one, or any where it shows no area in the window', () => {
    open();
    report!([heading(PICTURE_AREA)]);
    expect(added()).toHaveLength(sources.length);
    for (const box of [
      { left: 0, top: 0, right: 0, bottom: 0 },
      { left: 0, top: 900, right: 1024, bottom: 1500 },
    ]) {
      open({ box });
      report!([heading(100)]);
      expect(added()).toHaveLength(sources.length);
    }
  });

  it('are added at the first largest paint of a page without a picture, or whose picture is broken', () => {
    for (const options of [{ picture: false }, { broken: true }]) {
      open(options);
      expect(added()).toEqual([]);
      report!([heading(100)]);
      expect(added()).toHaveLength(sources.length);
    }
  });

  it('are added when the picture fails to load', () => {
    open();
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(added()).toHaveLength(sources.length);
  });

  it('wait for the paint after the page has loaded, and at most the last resort', () => {
    open();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(LAST_RESORT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(sources.length);
  });

  it('are added in the frame after the page has loaded where the browser reports no largest paint', () => {
    open({ paints: false });
    expect(report).toBeNull();
    jest.advanceTimersByTime(LAST_RESORT_MS);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(added()).toHaveLength(sources.length);
  });

  it('are added at once when the visitor presses a key or a pointer, or turns the wheel, before the paint', () => {
    for (const type of ['pointerdown', 'keydown', 'wheel']) {
      open();
      window.dispatchEvent(new Event(type));
      expect(added()).toHaveLength(sources.length);
    }
  });
});
