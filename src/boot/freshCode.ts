import { keepCarriedInput } from './carriedInput';
import { currentDeployId } from './deployId';
import type { KeptInput } from './keptInput';

/**
 * The page's reload for fresh code (importChunk.ts, issue 77), a chunk of its own fetched only when
 * an import failed for good. The reloaded page gets the current deploy's HTML and a fresh module
 * map, and with it the chunk the server has now, or the newer deploy's; what the visitor did goes
 * along (carriedInput.ts). Only while the site answers its deploy id (deployId.ts): a reload while
 * the network is down would show the browser's error page instead of the page. Guarded per deploy
 * and address: AUTOMATIC_RELOADS times by itself, so that a chunk missing from the deploy too never
 * makes a loop, and the page keeps what it shows instead; again when the visitor asks (Try again),
 * or once the site serves another deploy.
 */

/** The session key holding the deploy and address the page last reloaded itself for, and how often. */
export const RELOADED_FOR_KEY = 'reloaded-for-new-deploy';

/**
 * How often a page reloads itself for the same deploy and address before it keeps what it shows:
 * an engine that keeps a failed module makes one request for it per document, so a connection that
 * drops it twice needs a third document; a chunk missing from the deploy costs two reloads.
 */
export const AUTOMATIC_RELOADS = 2;

/**
 * Reloads the page for fresh code as `policy` allows (importChunk.ts's ReloadPolicy, but for
 * 'never'), and only when the site answers, carrying `waiting` (the early input not replayed yet)
 * and the text in the page's fields. True when the page is reloading.
 */
export async function reloadForFreshCode(policy: 'once' | 'asked', waiting: readonly KeptInput[]): Promise<boolean> {
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
  if (root) keepCarriedInput(root, location.href, window, waiting);
  location.reload();
  return true;
}
