import { mendFailedPreloads } from './failedPreloads';
import type { KeptInput } from './keptInput';

/**
 * Every chunk the app imports after its first HTML goes through here (issues 50 and 77): the boot's
 * own imports, the page's parts and the flows. A phone's connection drops a request now and then,
 * and a host replaces a site's hashed chunks on every deploy while tabs opened before it still run
 * the older code. So an import that fails is tried again after growing waits. Recent Chromium and
 * WebKit fetch a failed module again on the next import (whatwg/html#10327), and such a try mends a
 * dropped request there; WebKit only once the failed preloads of the page are asked for again
 * (failedPreloads.ts), which each try does first.
 *
 * Firefox and older Chromium keep a failed module failed for the document's life: no later import
 * of it can succeed, and a new document is what they honour. So once every try failed, the page
 * reloads itself for fresh code, as ReloadPolicy allows and as long as the site answers
 * (freshCode.ts). Nothing here reads the failed script's address from the error, which WebKit does
 * not give.
 *
 * Part of the boot chunk (main.tsx uses it), so kept small and free of dependencies: the reload's
 * own code is a chunk of its own, fetched only when every try failed.
 */

/** The waits before the second, third and fourth try: about 3.5 s of a dropped connection, in all. */
export const CHUNK_RETRY_WAITS_MS: readonly number[] = [500, 1_000, 2_000];

/**
 * When a failed import may reload the page:
 * - 'once': by itself, a few times per deploy and address (freshCode.ts: the boot, the page's
 *   parts, the services: a reload loses nothing there, what the visitor did goes along);
 * - 'never': not by itself (a flow's step, a dialog: the visitor is in the middle of something, and
 *   the flow says the failure with Try again);
 * - 'asked': the visitor asked for this import (Try again): whenever the site answers.
 */
export type ReloadPolicy = 'once' | 'never' | 'asked';

/** The early-input recorder's input still waiting for its part (earlyInput.ts registers it). */
let waitingInput: () => readonly KeptInput[] = () => [];

/** Tells what the early-input recorder still keeps, for a reload to carry. */
export function carryOnReload(waiting: () => readonly KeptInput[]): void {
  waitingInput = waiting;
}

/** Whether the page is reloading for fresh code, as `policy` allows. */
async function reloading(policy: ReloadPolicy): Promise<boolean> {
  if (policy === 'never') return false;
  try {
    // Not through importChunk: this is its last resort.
    const { reloadForFreshCode } = await import('./freshCode');
    return await reloadForFreshCode(policy, waitingInput());
  } catch {
    // The reload's own code did not come either: the network is down again. A reload the
    // visitor asked for is theirs to make; the browser shows its own page if the site is away.
    if (policy !== 'asked') return false;
    location.reload();
    return true;
  }
}

/**
 * `load`'s module, tried again after each of CHUNK_RETRY_WAITS_MS. When every try failed: a page that
 * reloads for fresh code (as `policy` allows) never settles (the new page replaces it); otherwise
 * the last error.
 */
export async function importChunk<T>(load: () => Promise<T>, policy: ReloadPolicy = 'once'): Promise<T> {
  let failure: unknown;
  for (const wait of [...CHUNK_RETRY_WAITS_MS, null]) {
    try {
      return await load();
    } catch (error) {
      failure = error;
    }
    if (wait === null) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    await mendFailedPreloads();
  }
  if (await reloading(policy)) return new Promise<T>(() => {});
  throw failure;
}
