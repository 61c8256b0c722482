import { useEffect, useState, type RefObject } from 'react';

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
 * Whether the element has been in view (it stays revealed afterwards). With `animate` off, or
 * where IntersectionObserver is missing, it is revealed at once.
 */
export function useRevealOnView(ref: RefObject<Element | null>, animate: boolean): boolean {
  const [seen, setSeen] = useState(false);
  const observing = animate && typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!observing || seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(isInView)) setSeen(true);
      },
      { threshold: RATIOS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observing, seen, ref]);

  return seen || !observing;
}
