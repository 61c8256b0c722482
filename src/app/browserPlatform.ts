import { navigate } from 'wouter/use-browser-location';
import type { Platform } from './platform';
import { safeStorage } from './safeStorage';

/** The browser as the app runs on it: its storage made safe, the router's navigation, the wall clock. */
export function browserPlatform(): Platform {
  return {
    window,
    document,
    localStorage: safeStorage(() => window.localStorage, 'localStorage'),
    sessionStorage: safeStorage(() => window.sessionStorage, 'sessionStorage'),
    location: window.location,
    navigate: (path) => navigate(path, { replace: true }),
    now: () => new Date(),
  };
}
