import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'wouter';
import type { PageLayout } from '../../machines/app';
import { useAppActor } from './AppProviders';

/**
 * Announces the page to the app machine on entry: its title, what it needs of the layout
 * (everything else returns to the defaults) and a page view. A title that changes while the page
 * is open (a sale page names its sale once it has loaded) renames the document, with no new view.
 */
export function usePage(title: string, layout?: Partial<PageLayout>): void {
  const actor = useAppActor();
  const [path] = useLocation();
  // The layout object is compared by value so that an inline literal does not re-announce the page.
  const layoutKey = JSON.stringify(layout ?? {});
  const announced = useRef<string | null>(null);
  const enter = useEffectEvent((path: string, layoutKey: string) => {
    actor.send({ type: 'page.entered', path, title, layout: JSON.parse(layoutKey) as Partial<PageLayout> });
    announced.current = title;
  });
  useEffect(() => enter(path, layoutKey), [path, layoutKey]);
  useEffect(() => {
    if (announced.current === null || announced.current === title) return;
    actor.send({ type: 'page.titled', title });
    announced.current = title;
  }, [actor, title]);
}
