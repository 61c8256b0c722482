import type { KeyValueStorage } from './safeStorage';

/**
 * What the app needs from the browser; tests pass jsdom's with memory storage and a memory router.
 * A module of its own, so that the runtime and the flows it loads later (mintFlow.ts) both read it
 * without importing each other.
 */
export interface Platform {
  window: Window;
  document: Document;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  location: Pick<Location, 'search' | 'origin'>;
  /** The router's navigation to a path on this site. */
  navigate: (path: string) => void;
  now: () => Date;
}
