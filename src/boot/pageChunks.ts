/**
 * The chunks a prerendered page needs to come alive (its start-up bundle, its page, its footer),
 * which the build lists in the page's HTML (scripts/prerender/pageChunks.ts). The boot preloads
 * them all at once when it starts the app, so the page's own code arrives beside the app's instead
 * of in a second round trip when React first renders the page. Not from the first byte: a script
 * fetched before the first viewport is painted competes with its image. Tried in issue 49: with the
 * start-up chunks preloaded by the head, a mid-tier phone came alive 0.08 s sooner (1.42 s against
 * 1.50 s on /), the largest paint measured in the browser did not move, but Lighthouse's simulated
 * LCP went from 1.06 s to 1.77 s (issue 24's target is 1.5 s): its model counts every request that
 * ends before the largest paint as needed for it, whatever its priority.
 *
 * Kept free of dependencies: it is part of the boot chunk, which every page runs first.
 */

/** The id of the list's data block (`<script type="application/json">`, never run as a script). */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** A chunk's address as the build writes it: a script path on this origin. */
const CHUNK_PATH = /^\/(?!\/)[\w./-]+\.js$/;

/** The list's text: JSON that cannot close its element ('<' is escaped). */
export function serializePageChunks(chunks: readonly string[]): string {
  return JSON.stringify(chunks).replace(/</g, '\\u003c');
}

/** The chunks `document` lists: none without a list, and only addresses of scripts on this origin. */
export function readPageChunks(document: Pick<Document, 'getElementById'>): string[] {
  let list: unknown;
  try {
    list = JSON.parse(document.getElementById(PAGE_CHUNKS_ID)?.textContent ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(list)
    ? list.filter((item): item is string => typeof item === 'string' && CHUNK_PATH.test(item))
    : [];
}

/** Starts fetching (and compiling) each chunk `document` lists, all in parallel. */
export function preloadPageChunks(document: Document): void {
  for (const href of readPageChunks(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
