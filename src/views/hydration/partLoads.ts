import { useSyncExternalStore } from 'react';
import { importChunk } from '../../boot/importChunk';

/**
 * The loads of the page's lazily loaded parts that failed for good (issue 50), by the slot of the
 * root layout they render in. A part's load never rejects: it stays pending until its code arrives,
 * so React keeps a prerendered part's HTML as it is (readable, its links working) and keeps the
 * visitor's input for it; its slot says that it could not start, with Try again, which tries the
 * import again. When the code comes, React hydrates (or renders) the part and the kept input is
 * replayed.
 */
export type PartSlot = 'page' | 'footer';

const failed = new Map<PartSlot, Set<() => void>>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The module `load` gives, however many tries that takes (importChunk.ts), for a part in `slot`. */
export function loadPart<T>(slot: PartSlot, load: () => Promise<T>): Promise<T> {
  // The prerender fails at once: a part it cannot load is a broken build.
  if (import.meta.env.SSR) return load();
  return new Promise((resolve) => {
    const attempt = (asked: boolean) =>
      importChunk(load, asked).then(resolve, (error: unknown) => {
        console.error('[app] a part of the page could not load', error);
        const retries = failed.get(slot) ?? new Set();
        const retry = () => {
          retries.delete(retry);
          attempt(true);
        };
        failed.set(slot, retries.add(retry));
        changed();
      });
    attempt(false);
  });
}

/** Tries every failed load of `slot` again. */
export function retryParts(slot: PartSlot): void {
  const retries = [...(failed.get(slot) ?? [])];
  retries.forEach((retry) => retry());
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a part of `slot` failed to load and waits for Try again; never in the prerender. */
export function usePartFailed(slot: PartSlot): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (failed.get(slot)?.size ?? 0) > 0,
    () => false,
  );
}
