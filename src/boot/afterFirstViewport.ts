/**
 * When a prerendered page may start fetching the app: once the browser has presented its first
 * viewport, the first contentful paint and the largest image the head preloads. The scripts then
 * never compete with that image for the network or delay its paint: what the visitor sees first
 * depends on the HTML and one image alone (issue 24), and the code that brings it to life comes
 * after. Kept free of dependencies: it is part of the boot chunk, which every page runs first.
 */

/** What the wait reads from the browser (a window; tests pass a stand-in). */
export interface ViewportWindow {
  document: Pick<Document, 'visibilityState' | 'querySelector' | 'addEventListener' | 'removeEventListener'>;
  PerformanceObserver?: typeof PerformanceObserver;
  Image: new () => Pick<HTMLImageElement, 'src' | 'decode'>;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** The longest the app waits for a paint that does not come (a stalled image, a browser quirk). */
export const FIRST_VIEWPORT_LIMIT_MS = 3000;

/** The image the prerendered head preloads for the first viewport (pageDocument.ts writes it). */
const FIRST_VIEWPORT_IMAGE = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/** Resolves on the first contentful paint; at once where the browser does not report paints. */
function firstContentfulPaint(win: ViewportWindow): Promise<void> {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    // `buffered`: a paint that came before this module ran is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the preloaded image is decoded (from the preload, no second request) or has failed. */
function firstViewportImage(win: ViewportWindow): Promise<void> {
  const link = win.document.querySelector<HTMLLinkElement>(FIRST_VIEWPORT_IMAGE);
  if (!link?.href) return Promise.resolve();
  const image = new win.Image();
  image.src = link.href;
  return image.decode().catch(() => undefined);
}

/** Resolves when the page is (or becomes) hidden: a hidden page paints nothing, so nothing is waited for. */
function hidden(win: ViewportWindow): Promise<void> {
  if (win.document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (win.document.visibilityState !== 'hidden') return;
      win.document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    win.document.addEventListener('visibilitychange', onChange);
  });
}

/**
 * Resolves once the first viewport is painted: the first contentful paint and the preloaded image
 * (decoded or failed), or at once for a hidden page, and after FIRST_VIEWPORT_LIMIT_MS at the latest.
 */
export function afterFirstViewport(win: ViewportWindow): Promise<void> {
  const painted = Promise.all([firstContentfulPaint(win), firstViewportImage(win)]).then(() => undefined);
  const limit = new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_VIEWPORT_LIMIT_MS));
  return Promise.race([painted, hidden(win), limit]);
}
