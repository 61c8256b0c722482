import { useEffect } from 'react';
import { usePartHydrated, type HydratedPart } from '../../app/AppProviders';

/**
 * Tells the app's edge that `part` is live: React has hydrated it (or rendered it, in the browser
 * alone), so its elements answer input. Rendered last in its part, so its effect runs after every
 * other effect of that part's commit. What depends on the visitor renders in the commit after; the
 * page answers input before that, and input on it is the app's from then on.
 */
export function HydrationSignal({ part }: { part: HydratedPart }) {
  const onPartHydrated = usePartHydrated();
  useEffect(() => {
    onPartHydrated?.(part);
  }, [onPartHydrated, part]);
  return null;
}
