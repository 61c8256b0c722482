import { currentDeployId } from './deployId';
import { keepTypedFields } from './typedFields';

/**
 * Every chunk the app imports after its first HTML goes through here (issues 50 and 77): the boot's
 * own imports, the page's parts and the flows. A phone's connection drops a request now and then,
 * and a host replaces a site's hashed chunks on every deploy while tabs opened before it still run
 * the older code. So an import that fails is tried again after growing waits; recent Chromium
 * fetches a failed module again on the next import (whatwg/html#10327), and such a try mends a
 * dropped request there.
 *
 * Firefox, WebKit (every iPhone) and older Chromium keep a failed module failed for the document's
 * life: no later import of it can succeed, and a new document is the one thing every engine honours.
 * So once every try failed, the page reloads itself, as long as the site answers (a reload while the
 * network is down would show the browser's error page instead of the page): the reloaded page gets
 * the current deploy's HTML and a fresh module map, and with it the chunk the server has now, or the
 * newer deploy's. What the visitor did goes along (typedFields.ts). The reload is guarded per
 * deploy and address: AUTOMATIC_RELOADS times by itself, so that a chunk missing from the deploy
 * too never makes a loop, and the page keeps what it shows instead; again when the visitor asks (Try again), or once
 * the site serves another deploy (ReloadPolicy). Nothing here reads the failed script's address
 * from the error, which WebKit does not give.
 *
 * Part of the boot chunk (main.tsx uses it), so kept small and free of dependencies.
 */

/** The waits before the second, third and fourth try: about 3.5 s of a dropped connection, in all. */
export const CHUNK_RETRY_WAITS_MS: readonly number[] = [500, 1_000, 2_000];

/** The session key holding the deploy and address the page last reloaded itself for, and how often. */
export const RELOADED_FOR_KEY = 'reloaded-for-new-deploy';

/**
 * How often a page reloads itself for the same deploy and address before it keeps what it shows:
 * an engine that keeps a failed module makes one request for it per document, so a connection that
 * drops it twice needs a third document; a chunk missing from the deploy costs two reloads.
 */
export const AUTOMATIC_RELOADS = 2;

/**
 * When a failed import may reload the page:
 * - 'once': by itself, AUTOMATIC_RELOADS times per deploy and address (the boot, the page's parts,
 *   the services: a reload loses nothing there, what the visitor did goes along);
 * - 'never': not by itself (a flow's step, a dialog: the visitor is in the middle of something, and
 *   the flow says the failure with Try again);
 * - 'asked': the visitor asked for this import (Try again): whenever the site answers.
 */
export type ReloadPolicy = 'once' | 'never' | 'asked';

/**
 * Reloads the page for fresh code as `policy` allows, and only when the site answers. True when
 * the page is reloading.
 */
export async function reloadForFreshCode(policy: ReloadPolicy): Promise<boolean> {
  if (policy === 'never') return false;
  const deploy = await currentDeployId();
  if (deploy === null) return false;
  const reloadedFor = `${deploy} ${location.pathname}${location.search}`;
  try {
    const [before, times] = (sessionStorage.getItem(RELOADED_FOR_KEY) ?? '').split('\n');
    const reloads = before === reloadedFor ? Number(times) || 1 : 0;
    if (policy === 'once' && reloads >= AUTOMATIC_RELOADS) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, `${reloadedFor}\n${reloads + 1}`);
  } catch {
    // Without storage (blocked) there is no guard against a loop: no reload.
    return false;
  }
  const root = document.getElementById('root');
  if (root) keepTypedFields(root, location.href, window);
  location.reload();
  return true;
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
    if (wait !== null) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  if (await reloadForFreshCode(policy)) return new Promise<T>(() => {});
  throw failure;
}
