import { useRef, type PointerEvent } from 'react';

/** How far (in CSS pixels) a pointer must travel sideways to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** Pointer handlers that call `onSwipe` with 'next' (towards the left) or 'previous' after a sideways swipe. */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { pointerId: event.pointerId, x: event.clientX };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const distance = event.clientX - from.x;
      if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) onSwipe(distance < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
