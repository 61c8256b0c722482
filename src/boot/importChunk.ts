/**
 * Every chunk the app imports after its first HTML goes through here (issue 50): the boot's own
 * imports, the page's parts and the flows. A phone's connection drops a request now and then, and a
 * host replaces a site's hashed chunks on every deploy while tabs opened before it still run the
 * older code. So an import that fails is tried again after growing waits, and once it has failed
 * for good, a chunk that the server no longer has (a newer deploy) reloads the page to get the new
 * HTML: once per address, so that a chunk missing from the new deploy too never makes a loop.
 *
 * Part of the boot chunk (main.tsx uses it), so kept small and free of dependencies. Chromium
 * fetches a failed module again on the next import (whatwg/html#10327), so a retry is the same call.
 */

/** The waits before the second, third and fourth try: about 3.5 s of a dropped connection, in all. */
export const CHUNK_RETRY_WAITS_MS: readonly number[] = [500, 1_000, 2_000];

/** The session key holding the address the page last reloaded itself for. */
export const RELOADED_FOR_KEY = 'reloaded-for-new-deploy';

/** The script a failed import names (Chromium and Firefox name it; Safari does not). */
const FAILED_SCRIPT = /https?:\/\/[^\s'"]+\.js\b/;

/**
 * Whether the script that `error` names is gone from this site: the server answers 404 or 410, or
 * something that is not a script (a host that answers every path with its HTML). A script the error
 * does not name, on another origin, or that cannot be asked for (the network is down) is not.
 */
export async function chunkIsGone(error: unknown): Promise<boolean> {
  const named = error instanceof Error ? FAILED_SCRIPT.exec(error.message)?.[0] : undefined;
  if (!named?.startsWith(`${location.origin}/`)) return false;
  try {
    const response = await fetch(named, { method: 'HEAD', cache: 'no-store' });
    return response.ok
      ? !/javascript/.test(response.headers.get('content-type') ?? '')
      : response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/**
 * Reloads the page for a chunk that is gone, unless it already did so for this address in this tab
 * (the new HTML lists the same missing chunk: the page keeps what it shows instead), or `asked`: the
 * visitor pressed Try again, which may always reload. True when the page is reloading.
 */
export function reloadForNewDeploy(asked: boolean): boolean {
  try {
    if (!asked && sessionStorage.getItem(RELOADED_FOR_KEY) === location.href) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, location.href);
  } catch {
    // Without storage (blocked) there is no guard against a loop: no reload.
    return false;
  }
  location.reload();
  return true;
}

/**
 * `load`'s module, tried again after each of CHUNK_RETRY_WAITS_MS. When every try failed: a page that
 * reloads for a newer deploy never settles (the new page replaces it); otherwise the last error.
 * `asked`: the visitor asked for this try (Try again); `attempt`: the tries made before this one.
 */
export async function importChunk<T>(load: () => Promise<T>, asked = false, attempt = 0): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const wait = CHUNK_RETRY_WAITS_MS[attempt];
    if (wait === undefined) {
      if ((await chunkIsGone(error)) && reloadForNewDeploy(asked)) return new Promise<T>(() => {});
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    return importChunk(load, asked, attempt + 1);
  }
}
