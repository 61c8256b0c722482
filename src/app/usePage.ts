import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { PageLayout } from '../../machines/app';
import { useAppActor } from './AppProviders';

/**
 * Announces the page to the app machine on entry: its title, what it needs of the layout
 * (everything else returns to the defaults) and a page view.
 */
export function usePage(title: string, layout?: Partial<PageLayout>): void {
  const actor = useAppActor();
  const [path] = useLocation();
  // The layout object is compared by value so that an inline literal does not re-announce the page.
  const layoutKey = JSON.stringify(layout ?? {});
  useEffect(() => {
    actor.send({ type: 'page.entered', path, title, layout: JSON.parse(layoutKey) as Partial<PageLayout> });
  }, [actor, path, title, layoutKey]);
}
