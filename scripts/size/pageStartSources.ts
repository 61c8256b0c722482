/**
 * What a prerendered page must come alive without (issue 49): the chunks its HTML lists for the
 * boot to fetch before the page is live (src/boot/pageChunks.ts) hold no chart of a flow that
 * starts later, no response-validation library and not the error catalogue's texts. Each such
 * module is bytes that compete with the libraries for a phone's bandwidth and a module evaluated
 * before the page answers a tap. A build's chunk grouping once put the mint page's charts, their
 * bindings and zod on the landing page this way, with every size budget still met: the budgets
 * count the bytes fetched before any action, not when they are needed. Nor do those chunks include
 * one too small to be worth its request.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CHUNKS_ID, readPageChunks } from '../../src/boot/pageChunks';
import { fileOfRoute } from '../../src/prerender/prerenderRoutes';
import { CATALOGUE_BASE } from '../build/startupChunk';

/** The charts a page starts with: the root app machine and the flows it invokes at once. */
const STARTUP_CHARTS = ['app', 'user', 'approval'];

/** Why `source` (a module path from a chunk's source map) must not be needed before a page is live, or null. */
export function lateSourceReason(source: string): string | null {
  const path = source.replace(/\\/g, '/');
  if (/\/node_modules\/zod\//.test(path)) return 'zod: responses are validated once the services run';
  // All but the catalogue's base class and the remaining-count error, which a sale's section throws.
  if (/\/src\/domain\/errors\//.test(path) && !CATALOGUE_BASE.test(path)) {
    return "the error catalogue's texts show once a flow has failed";
  }
  const chart = /\/machines\/([\w-]+)\/\1\.machine\.ts$/.exec(path);
  if (chart && !STARTUP_CHARTS.includes(chart[1]!)) return `the ${chart[1]} chart starts after the page is live`;
  return null;
}

/** The chunks the page's HTML lists, from the build's HTML text. */
export function listedChunks(html: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ID}">([^<]*)</script>`).exec(html);
  if (!list) return [];
  return readPageChunks({ getElementById: () => ({ textContent: list[1]! }) as HTMLElement });
}

/** The chunks a route's prerendered HTML lists, in the build at `outDir`. */
function chunksOnPage(outDir: string, route: string): string[] {
  return listedChunks(readFileSync(join(outDir, fileOfRoute(route)), 'utf8'));
}

/** Each module a route's listed chunks carry that it must come alive without, as `chunk: module (reason)`. */
export function lateModulesOnPage(outDir: string, route: string): string[] {
  const chunks = chunksOnPage(outDir, route);
  if (chunks.length === 0) return [`${route}: its HTML lists no chunks to start with`];
  return chunks.flatMap((chunk) => {
    const map = join(outDir, `${chunk}.map`);
    // The bundler's own runtime has no map: it holds no module of ours or of a library.
    if (!existsSync(map)) return [];
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    return sources.flatMap((source) => {
      const reason = lateSourceReason(source);
      return reason ? [`${route} ${chunk}: ${source.replace(/^(\.\.\/)+/, '')} (${reason})`] : [];
    });
  });
}

/**
 * Below this many bytes (uncompressed), a chunk on a page's way to live costs more in its request
 * than in its code: the hosting server's headers alone are about 2 kB (its Content-Security-Policy).
 */
export const SMALL_CHUNK_BYTES = 1000;

/**
 * Each chunk a route's HTML lists that is smaller than SMALL_CHUNK_BYTES, as `route chunk (bytes)`
 * (issue 49: five such chunks were a request each on the way to live, scripts/build/startupChunk.ts).
 * The bundler's runtime, which has no source map, is left out: rolldown places it itself.
 */
export function smallChunksOnPage(outDir: string, route: string): string[] {
  return chunksOnPage(outDir, route).flatMap((chunk) => {
    if (!existsSync(join(outDir, `${chunk}.map`))) return [];
    const bytes = statSync(join(outDir, chunk)).size;
    return bytes < SMALL_CHUNK_BYTES ? [`${route} ${chunk} (${bytes} bytes)`] : [];
  });
}
