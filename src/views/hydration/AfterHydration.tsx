import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

interface AfterHydrationProps {
  /** What depends on the visitor: rendered once the page is hydrated. */
  children: ReactNode;
  /** What the prerendered HTML shows in its place: a box of the same size, so nothing moves. */
  fallback?: ReactNode;
}

/** Renders `fallback` in the prerendered HTML and while hydrating, `children` afterwards. */
export function AfterHydration({ children, fallback = null }: AfterHydrationProps) {
  return useHydrated() ? children : fallback;
}
