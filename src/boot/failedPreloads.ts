/**
 * Preloads that failed, and the one thing that lets WebKit load their chunks again (issue 77).
 *
 * The boot preloads each page's chunks (pageChunks.ts) and Vite preloads a lazy chunk's
 * dependencies, both with `<link rel=modulepreload>`. When such a preload fails (a dropped
 * connection, a 404), WebKit (2.50, every iPhone) keeps the failure in its memory cache: every later
 * import of that address fails without asking the server, in this document and in the next one
 * after a reload. A `fetch` of the address replaces that entry, and the next import goes to the
 * network again. Measured in WebKitGTK 2.50: a module import after a failed preload fails again and
 * again, and after a reload; after a `fetch(…, { cache: 'no-cache' })` it loads. Chromium and
 * Firefox keep no such entry (the fetch costs them one request, only after a failure).
 *
 * Part of the boot chunk, so kept small and free of dependencies.
 */

/** The addresses whose preload failed and has not been mended since. */
const failed = new Set<string>();

/** Notes every module preload in `document` that fails from now on. Once, before any preload. */
export function watchPreloads(document: Document): void {
  // A link's error event does not bubble: it is caught on its way down.
  document.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.relList.contains('modulepreload')) failed.add(target.href);
    },
    true,
  );
}

/**
 * Asks the server again for each address whose preload failed (not from any cache), so that the
 * next import of it is asked for too. An address whose answer came is mended; one that failed
 * again stays noted for the next try.
 */
export async function mendFailedPreloads(): Promise<void> {
  await Promise.all(
    [...failed].map(async (href) => {
      try {
        if ((await fetch(href, { cache: 'no-cache' })).ok) failed.delete(href);
      } catch {
        // Still no answer: the next try asks again.
      }
    }),
  );
}
