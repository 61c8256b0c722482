import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface LoadWhenNearProps {
  /** Rendered (and so its lazy chunk fetched) once the placeholder comes within `margin` of the viewport. */
  children: ReactNode;
  /** How far below the viewport loading starts, in CSS pixels. */
  margin?: number;
  /** The placeholder's height before then, so the page does not jump when it arrives. */
  placeholderHeight?: string;
}

/**
 * Below-the-fold parts (the footer, the landing sections) load when the visitor scrolls near
 * them: a visit that stays at the top never fetches them (the fetch budget of `/`), and the first
 * paint never waits for them. Without IntersectionObserver they load at once.
 */
export function LoadWhenNear({ children, margin = 200, placeholderHeight = '1px' }: LoadWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (!near) return <div ref={placeholder} aria-hidden="true" css={{ minHeight: placeholderHeight }} />;
  return <Suspense fallback={<div aria-hidden="true" css={{ minHeight: placeholderHeight }} />}>{children}</Suspense>;
}
