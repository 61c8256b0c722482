import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstViewport, FIRST_VIEWPORT_LIMIT_MS, type ViewportWindow } from '../../../src/boot/afterFirstViewport';

/**
 * A stand-in browser: paints, image decodes and visibility are the test's to give. `paintTiming`: what
 * its PerformanceObserver reports ('none': no observer at all, 'unlisted': one without
 * `supportedEntryTypes`); `paintedBefore`: paints made before the wait began, which an observer
 * asking for buffered entries gets at once.
 */
function fakeWindow({
  paintTiming = 'paint' as 'paint' | 'other' | 'unlisted' | 'none',
  preload = '/media/hero-poster.webp' as string | null,
  visibility = 'visible' as DocumentVisibilityState,
  paintedBefore = [] as string[],
} = {}) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean; type?: string }[] = [];
  const decodes: { src: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const listeners: { type: string; listener: () => void }[] = [];
  const entries = (names: string[]) =>
    ({
      getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []),
    }) as unknown as PerformanceObserverEntryList;

  class FakeObserver {
    static supportedEntryTypes =
      paintTiming === 'unlisted'
        ? undefined
        : paintTiming === 'paint'
          ? ['paint', 'largest-contentful-paint']
          : ['mark'];
    readonly record = { callback: null as unknown as PerformanceObserverCallback, disconnected: false, type: '' };
    constructor(callback: PerformanceObserverCallback) {
      this.record.callback = callback;
      observers.push(this.record);
    }
    observe(options: PerformanceObserverInit) {
      this.record.type = options.type ?? '';
      if (options.type === 'paint' && options.buffered && paintedBefore.length > 0) {
        this.record.callback(entries(paintedBefore), this as unknown as PerformanceObserver);
      }
    }
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
      addEventListener: ((type: string, listener: () => void) =>
        listeners.push({ type, listener })) as unknown as Document['addEventListener'],
      removeEventListener: ((type: string, listener: () => void) => {
        const at = listeners.findIndex((entry) => entry.type === type && entry.listener === listener);
        if (at >= 0) listeners.splice(at, 1);
      }) as unknown as Document['removeEventListener'],
    },
    PerformanceObserver: paintTiming === 'none' ? undefined : (FakeObserver as unknown as typeof PerformanceObserver),
    Image: FakeImage as unknown as ViewportWindow['Image'],
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  };
  return {
    win,
    decodes,
    observers,
    listeners,
    /** The browser reports paint entries with these names to observers of paints. */
    paint(...names: string[]) {
      for (const observer of observers.filter((entry) => entry.type === 'paint')) {
        observer.callback(entries(names), {} as PerformanceObserver);
      }
    },
    /** The page's visibility becomes `state`, and the browser says so. */
    turn(state: DocumentVisibilityState) {
      visibility = state;
      for (const { listener } of listeners.filter((entry) => entry.type === 'visibilitychange')) listener();
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

    expect(browser.decodes.map((decode) => decode.src)).toEqual(['/media/hero-poster.webp']);
    browser.decodes[0]!.resolve();
    expect(await settled(ready)).toBe(false);

    // A first paint is not yet a contentful one.
    browser.paint('first-paint');
    expect(await settled(ready)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(browser.observers.every((observer) => observer.disconnected)).toBe(true);
    expect(await settled(ready)).toBe(true);
  });

  it('counts a paint made before the wait began', async () => {
    const browser = fakeWindow({ preload: null, paintedBefore: ['first-contentful-paint'] });
    expect(await settled(afterFirstViewport(browser.win))).toBe(true);
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

  it.each(['other', 'unlisted', 'none'] as const)(
    'does not wait for paints a browser cannot report (paint timing: %s)',
    async (paintTiming) => {
      const browser = fakeWindow({ paintTiming, preload: null });
      expect(await settled(afterFirstViewport(browser.win))).toBe(true);
    },
  );

  it('resolves when the page is hidden: a hidden page paints nothing', async () => {
    const browser = fakeWindow();
    const ready = afterFirstViewport(browser.win);
    expect(await settled(ready)).toBe(false);
    browser.turn('visible');
    expect(await settled(ready)).toBe(false);
    browser.turn('hidden');
    expect(await settled(ready)).toBe(true);
    expect(browser.listeners).toEqual([]);
  });

  it('resolves at once for a page opened in the background', async () => {
    const browser = fakeWindow({ visibility: 'hidden' });
    expect(await settled(afterFirstViewport(browser.win))).toBe(true);
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
