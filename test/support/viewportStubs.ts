import { vi } from 'vitest';

/**
 * Browser APIs jsdom lacks, stubbed per test (vitest's unstubGlobals removes them afterwards):
 * `prefers-reduced-motion` through matchMedia, and IntersectionObserver under the test's control.
 */

export function stubReducedMotion(reduced: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

export interface ObservedElement {
  element: Element;
  threshold: number | number[] | undefined;
  /** Reports how much of the element is in view, as the browser would. */
  show: (ratio: number, visibleHeight?: number) => void;
}

/** An IntersectionObserver stand-in: every observed element, with a way to report it in view. */
export function stubIntersectionObserver(viewportHeight = 800): ObservedElement[] {
  const observed: ObservedElement[] = [];
  class FakeIntersectionObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options: IntersectionObserverInit = {},
    ) {}
    observe(element: Element) {
      observed.push({
        element,
        threshold: this.options.threshold,
        show: (ratio, visibleHeight = 0) =>
          this.callback(
            [
              {
                target: element,
                isIntersecting: ratio > 0,
                intersectionRatio: ratio,
                intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
                rootBounds: { height: viewportHeight } as DOMRectReadOnly,
                boundingClientRect: {} as DOMRectReadOnly,
                time: 0,
              },
            ],
            this as unknown as IntersectionObserver,
          ),
      });
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observed;
}
