import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstViewport, FIRST_VIEWPORT_LIMIT_MS, type ViewportWindow } from '../../../src/boot/afterFirstViewport';

/** A stand-in browser: paints, image decodes and visibility are the test's to give. */
function fakeWindow({ paintTiming = true, preload = '/media/hero-poster.webp' as string | null } = {}) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  const decodes: { src: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const listeners = new Set<() => void>();
  let visibility: DocumentVisibilityState = 'visible';

  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    readonly record = { callback: null as unknown as PerformanceObserverCallback, disconnected: false };
    constructor(callback: PerformanceObserverCallback) {
      this.record.callback = callback;
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  class FakeImage {
    src = '';
    decode() {
      return new Promise<void>((resolve, reject) => decodes.push({ src: this.src, resolve, reject }));
    }
  }
  const win: ViewportWindow = {
    document: {
      get visibilityState() {
        return visibility;
      },
      querySelector: ((selector: string) =>
        preload !== null && selector.includes('rel="preload"') ? { href: preload } : null) as Document['querySelector'],
      addEventListener: ((_type: string, listener: () => void) =>
        listeners.add(listener)) as unknown as Document['addEventListener'],
      removeEventListener: ((_type: string, listener: () => void) =>
        listeners.delete(listener)) as unknown as Document['removeEventListener'],
    },
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    Image: FakeImage as unknown as ViewportWindow['Image'],
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  };
  return {
    win,
    decodes,
    observers,
    /** The browser reports paint entries with these names. */
    paint(...names: string[]) {
      const list = { getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) };
      for (const observer of observers)
        observer.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
    hide() {
      visibility = 'hidden';
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstViewport', () => {
  it('waits for the first contentful paint and the preloaded image, then resolves', async () => {
    const browser = fakeWindow();
    const ready = afterFirstViewport(browser.win);
    expect(await settled(ready)).toBe(false);

    browser.paint('first-paint');
    expect(await settled(ready)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(browser.observers.every((observer) => observer.disconnected)).toBe(true);
    expect(await settled(ready)).toBe(false);

    expect(browser.decodes.map((decode) => decode.src)).toEqual(['/media/hero-poster.webp']);
    browser.decodes[0]!.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('goes on when the image fails: the page is painted without it', async () => {
    const browser = fakeWindow();
    const ready = afterFirstViewport(browser.win);
    browser.paint('first-contentful-paint');
    browser.decodes[0]!.reject(new Error('EncodingError'));
    expect(await settled(ready)).toBe(true);
  });

  it('waits for the paint alone on a page without a preloaded image', async () => {
    const browser = fakeWindow({ preload: null });
    const ready = afterFirstViewport(browser.win);
    expect(browser.decodes).toEqual([]);
    expect(await settled(ready)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait for paints a browser cannot report', async () => {
    const browser = fakeWindow({ paintTiming: false, preload: null });
    expect(await settled(afterFirstViewport(browser.win))).toBe(true);
  });

  it('resolves when the page is hidden: a hidden page paints nothing', async () => {
    const browser = fakeWindow();
    const ready = afterFirstViewport(browser.win);
    expect(await settled(ready)).toBe(false);
    browser.hide();
    expect(await settled(ready)).toBe(true);
  });

  it(`resolves after ${FIRST_VIEWPORT_LIMIT_MS} ms at the latest`, async () => {
    const browser = fakeWindow();
    const ready = afterFirstViewport(browser.win);
    await vi.advanceTimersByTimeAsync(FIRST_VIEWPORT_LIMIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });
});
