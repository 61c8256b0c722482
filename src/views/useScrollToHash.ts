import { useEffect } from 'react';

/**
 * Scrolls to the element the address's hash names, on entry and whenever an in-app link
 * changes the hash (wouter's history patch fires pushState/replaceState events; the browser
 * fires hashchange and popstate).
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView();
    };
    scroll();
    const events = ['hashchange', 'popstate', 'pushState', 'replaceState'];
    for (const name of events) window.addEventListener(name, scroll);
    return () => {
      for (const name of events) window.removeEventListener(name, scroll);
    };
  }, []);
}
