import { sleep } from '../../src/domain/sleep';

/**
 * Resolves once `lastArrival()` (a time in ms, as `Date.now()` gives) lies `quietMs` in the past.
 * A wait for a condition, not a sleep: each time it wakes it reads the last arrival again, so an
 * arrival meanwhile moves the deadline on.
 */
export async function quietSince(lastArrival: () => number, quietMs: number): Promise<void> {
  for (let left = lastArrival() + quietMs - Date.now(); left > 0; left = lastArrival() + quietMs - Date.now()) {
    await sleep(left);
  }
}
