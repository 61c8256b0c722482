import { useEffect } from 'react';
import { usePartHydrated, type HydratedPart } from '../../app/AppProviders';
import { useHydrated } from './useHydrated';

/**
 * Tells the app's edge that `part` is live: it has hydrated, and what depends on the visitor has
 * rendered in the commit after. Rendered last in its part, so its effect runs after every other
 * effect of that part.
 */
export function HydrationSignal({ part }: { part: HydratedPart }) {
  const hydrated = useHydrated();
  const onPartHydrated = usePartHydrated();
  useEffect(() => {
    if (hydrated) onPartHydrated?.(part);
  }, [hydrated, onPartHydrated, part]);
  return null;
}
