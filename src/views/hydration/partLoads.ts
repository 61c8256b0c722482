import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import { importChunk } from '../../boot/importChunk';

/**
 * The loads of the page's lazily loaded parts that failed for good (issues 50 and 77), by the slot
 * of the root layout they render in. A part's load never rejects: it stays pending until its code
 * arrives, so React keeps a prerendered part's HTML as it is (readable, its links working) and keeps
 * the visitor's input for it; its slot says that it could not start, with Try again, which tries the
 * import again. When the code comes, React hydrates (or renders) the part and the kept input is
 * replayed.
 *
 * A failure in the page's slot belongs to the page it happened on: another page does not show it,
 * and leaving the page drops it and gives its part a fresh import for the next time it shows
 * (`leavePage`), so that a page never waits for a load nobody will try again.
 */
export type PartSlot = 'page' | 'footer';

interface Failure {
  slot: PartSlot;
  /** The address's path the part was loading for; '' for the footer, which shows on every page. */
  page: string;
  /** Tries the import again, asked by the visitor. */
  retry(): void;
  /** Gives the part a fresh import for its next render (its load is dropped). */
  renew(): void;
}

const failures = new Set<Failure>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Whether `failure` is one that `slot` shows on `page` ('' for the footer). */
const shownOn = (failure: Failure, slot: PartSlot, page: string) => failure.slot === slot && failure.page === page;

/**
 * The module `load` gives, however many tries that takes (importChunk.ts), for a part in `slot`.
 * `renew`: what gives the part a fresh load when the page it failed on is left.
 */
export function loadPart<T>(slot: PartSlot, load: () => Promise<T>, renew: () => void = () => {}): Promise<T> {
  // The prerender fails at once: a part it cannot load is a broken build.
  if (import.meta.env.SSR) return load();
  const page = slot === 'page' ? location.pathname : '';
  return new Promise((resolve) => {
    const attempt = (asked: boolean) =>
      importChunk(load, asked ? 'asked' : 'once').then(resolve, (error: unknown) => {
        console.error('[app] a part of the page could not load', error);
        const failure: Failure = {
          slot,
          page,
          retry: () => {
            failures.delete(failure);
            attempt(true);
          },
          renew,
        };
        failures.add(failure);
        changed();
      });
    attempt(false);
  });
}

/** Tries every failed load that `slot` shows on `page` ('' for the footer) again. */
export function retryParts(slot: PartSlot, page: string): void {
  // A retried failure leaves the set as it is visited, which a Set's iteration allows.
  for (const failure of failures) if (shownOn(failure, slot, page)) failure.retry();
  changed();
}

/**
 * The visitor is on `page` now: the page slot's failures on other pages go, their parts renewed.
 * Called as the page slot renders `page`, before its part does, so it tells the slot's listeners
 * after the render (a component may not update another while rendering).
 */
export function leavePage(page: string): void {
  let left = false;
  for (const failure of failures) {
    if (failure.slot === 'page' && failure.page !== page) {
      failures.delete(failure);
      failure.renew();
      left = true;
    }
  }
  if (left) queueMicrotask(changed);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether a part of `slot` failed to load on `page` ('' for the footer) and waits for Try again;
 * never in the prerender.
 */
export function usePartFailed(slot: PartSlot, page: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => [...failures].some((failure) => shownOn(failure, slot, page)),
    () => false,
  );
}

/**
 * A lazily loaded component whose load can start over: `create` makes a fresh `lazy` for it (it
 * receives `renew`, for loadPart), and the component given renders the newest. A renewed part is
 * one whose page was left (`leavePage`, called as the slot renders the next page), so the next
 * render that shows it is the one that needs the fresh load: nothing has to re-render for it.
 */
export function renewableLazy<P extends object>(create: (renew: () => void) => ComponentType<P>): ComponentType<P> {
  const renew = () => {
    current = create(renew);
  };
  let current = create(renew);
  return function RenewableLazy(props: P) {
    return createElement(current, props);
  };
}
