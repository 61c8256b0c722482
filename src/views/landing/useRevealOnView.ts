import { useLayoutEffect, useState, type RefObject } from 'react';

/** Spec section 9: a section animates in once this share of it is in view. */
export const IN_VIEW_THRESHOLD = 0.3;

/**
 * The ratios the observer reports at. A section taller than the viewport divided by 0.3 can never
 * be 0.3 in view, so smaller steps let `isInView` also accept one that fills 0.3 of the viewport.
 */
const RATIOS = [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, IN_VIEW_THRESHOLD];

export function isInView(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
  return (
    entry.intersectionRatio >= IN_VIEW_THRESHOLD || entry.intersectionRect.height >= IN_VIEW_THRESHOLD * viewportHeight
  );
}

/**
 * Whether the element shows (it stays shown once it has). The prerendered HTML and its hydration
 * show every section: content never waits for JavaScript, and one already in view when the page
 * comes to life stays as it is. A section still below the viewport then waits, hidden, until it
 * is in view and rises in. With `animate` off, or where IntersectionObserver is missing, it shows.
 */
export function useRevealOnView(ref: RefObject<Element | null>, animate: boolean): boolean {
  const [waiting, setWaiting] = useState(false);

  // Before the browser paints the hydrated page, so a section never blinks out.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!animate || !element || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(isInView)) return;
        setWaiting(false);
        observer.disconnect();
      },
      { threshold: RATIOS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [animate, ref]);

  return !waiting || !animate;
}
