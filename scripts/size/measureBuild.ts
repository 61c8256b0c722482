/**
 * Measures one build for the size budgets: its start-up JavaScript (from the manifest) and what a
 * first visit of each route fetches before any user action (in Debian's Chromium, over Vite's
 * preview server). Node side of scripts/check-size.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { preview } from 'vite';
import type { BuildName, FetchedFile, RouteMeasurement } from './budgets';
import { MEASURED_VIEWPORT } from './budgets';
import { isEthersModule, landingChunks, type Manifest } from './landingBudget';
import { quietSince } from './quietSince';

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Rolldown's runtime helpers: a chunk of its own code, written without a source map. */
const BUNDLER_RUNTIME = /(^|[/\\])rolldown-runtime-[\w-]+\.js$/;

/** Module ids of a built script, from its source map (the builds write them for this check). */
function modulesOf(file: string): string[] {
  if (BUNDLER_RUNTIME.test(file)) return [];
  const code = readFileSync(file, 'utf8');
  const comment = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code);
  const mapPath = comment?.[1] && !comment[1].startsWith('data:') ? join(dirname(file), comment[1]) : `${file}.map`;
  if (!existsSync(mapPath)) throw new Error(`no source map for ${file}: keep build.sourcemap on in vite.config.ts`);
  return (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] }).sources ?? [];
}

/** The gzip size of the start-up bundle (entry, static imports, their CSS), failing if it bundles ethers. */
export function startupBytes(outDir: string): number {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build first`);
  const { files } = landingChunks(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  return files.reduce((sum, file) => sum + gzipSize(readFileSync(join(outDir, file))), 0);
}

/**
 * How long no script or style sheet may arrive before a page counts as settled. `networkidle`
 * alone (500 ms without a request) is not enough: the mock services wait 500 ms a call, and the
 * page's work after each wait is slow when the size step runs at low priority beside the browser
 * tests. There `networkidle` came during such a wait, and the mock /bayc was measured without the
 * files it fetches after it (the commit that added this wait gives the figures).
 */
const SETTLED_AFTER_MS = 3_000;

/**
 * How long each wait of a visit may take (the load, the ready marker, the network going quiet). In
 * `npm test` this step runs at low priority beside the browser suites (scripts/test/testSteps.ts)
 * and gets about a tenth of a core while they want both, so a page's load and hydration, about a
 * CPU-second of its browser's work, take 10 s or more there. 15 s was too short in both runs of
 * `npm test` on a two-core machine whose suite took 11 minutes (640-690 CPU-s): ten times the
 * work's time at a tenth of a core, so that only a page that never gets ready fails here.
 */
const PAGE_READY_MS = 120_000;

/**
 * Serves `outDir` and opens each route as a first visit does, at Lighthouse's mobile screen: every
 * script and style sheet fetched from the site until the page has settled (the app's ready marker,
 * no request for 500 ms, then no script or style sheet for SETTLED_AFTER_MS), gzip-compressed as a
 * server would send it. Other origins get nothing (the machine has no network), as a visitor whose
 * services are down.
 */
export async function measureBuild(
  build: BuildName,
  outDir: string,
  routes: readonly string[],
  browser: Browser,
): Promise<RouteMeasurement[]> {
  const startup = startupBytes(outDir);
  const server = await preview({
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, strictPort: false, open: false },
  });
  try {
    const base = server.resolvedUrls?.local[0];
    if (!base) throw new Error(`the preview server of ${outDir} has no address`);
    const origin = new URL(base).origin;
    const measurements: RouteMeasurement[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: MEASURED_VIEWPORT });
      context.setDefaultTimeout(PAGE_READY_MS);
      const page = await context.newPage();
      await page.route(
        (url) => url.origin !== origin,
        (request) => request.abort(),
      );
      const fetched = new Map<string, FetchedFile>();
      const reading: Promise<void>[] = [];
      let lastArrival = Date.now();
      const onResponse = (response: Response) => {
        const url = new URL(response.url());
        if (url.origin !== origin || !/\.(js|mjs|css)$/.test(url.pathname)) return;
        lastArrival = Date.now();
        reading.push(
          response.body().then((body) => {
            const local = join(outDir, url.pathname);
            const ethersModule = url.pathname.endsWith('.css') ? null : (modulesOf(local).find(isEthersModule) ?? null);
            fetched.set(url.pathname, { file: url.pathname, gzipBytes: gzipSize(body), ethersModule });
          }),
        );
      };
      page.on('response', onResponse);
      try {
        await page.goto(new URL(route, origin).href);
        await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
        await page.waitForLoadState('networkidle');
        await quietSince(() => lastArrival, SETTLED_AFTER_MS);
      } finally {
        // Settled (or failed): what the page fetches from now on is not start-up. The reads under
        // way end before the context closes, so that a failed wait is reported as itself rather
        // than as a read of a closed page's response.
        page.off('response', onResponse);
        await Promise.allSettled(reading);
      }
      await Promise.all(reading);
      measurements.push({ build, route, startupBytes: startup, fetched: [...fetched.values()] });
      await context.close();
    }
    return measurements;
  } finally {
    await server.close();
  }
}
