import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server prerenders a page and while the browser hydrates that HTML; true from the
 * render right after (React re-renders once hydration is done) and on every client-only render.
 *
 * What depends on the visitor (the wallet, the clock, the query, storage) renders only once this is
 * true, so the first client render is the prerendered HTML to the letter and hydration never
 * mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
