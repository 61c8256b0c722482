import { useEffect, useRef } from 'react';

/**
 * How far the page has scrolled through an element, from 0 (its top is still below the middle
 * of the viewport) to 1 (its bottom has passed the middle).
 */
export function scrollProgress(top: number, height: number, viewportHeight: number): number {
  const progress = (viewportHeight / 2 - top) / Math.max(height, 1);
  return Math.min(1, Math.max(0, progress));
}

/**
 * Refs for a track and a bar: the bar is scaled to how far the page has scrolled through the
 * track, once per frame at most. The bar is written to directly: a re-render per scrolled frame
 * would cost more than it shows.
 */
export function useScrollProgress<TTrack extends HTMLElement, TBar extends HTMLElement>(enabled: boolean) {
  const track = useRef<TTrack>(null);
  const bar = useRef<TBar>(null);
  useEffect(() => {
    const trackElement = track.current;
    const barElement = bar.current;
    if (!enabled || !trackElement || !barElement) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, height } = trackElement.getBoundingClientRect();
      barElement.style.transform = `scaleY(${scrollProgress(top, height, window.innerHeight)})`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      barElement.style.transform = '';
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled]);
  return { track, bar };
}
