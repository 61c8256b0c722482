import { createElement, lazy, type ComponentType } from 'react';
import { HydrationSignal } from './HydrationSignal';
import { loadPart, renewableLazy } from './partLoads';

/** How far below the viewport a part starts to load: its code arrives before the visitor gets there. */
const NEAR = '0px 0px 400px 0px';

/** A visitor reaching for the part (a press, a touch, focus, a key): its code loads at once. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Resolves once `element` is within NEAR of the viewport, or the visitor reaches into it; at once
 * without an element or without IntersectionObserver.
 */
function whenNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * A lazily loaded part of the page whose code waits until the visitor nears it, when the page was
 * prerendered: its text, links and landmarks are in the document from the first paint (the element
 * with `id`, written by the part itself), and React hydrates them once the code has arrived (and
 * says so: input kept for it is then replayed). A part the browser renders itself (no such element
 * yet) loads at once; so does the prerender's. Code that does not arrive waits for the page's Try
 * again (partLoads.ts), or a fresh import the next time it shows once the visitor left the page.
 */
export function lazyWhenNear<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return renewableLazy<P>((renew) =>
    lazy(async () => {
      if (typeof document !== 'undefined') await whenNear(document.getElementById(id));
      const { default: Part } = await loadPart('page', load, renew);
      return {
        default: (props: P) => (
          <>
            {createElement(Part, props)}
            <HydrationSignal part="section" />
          </>
        ),
      };
    }),
  );
}
