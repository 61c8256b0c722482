/**
 * `npm run bench:pages`: Lighthouse on the production build (built here into dist-production/) of
 * /, /bayc and /about, median of 5 runs each; `npm run bench:pages -- --mock` adds the mock build
 * (`npm run build`'s dist/, built here too). A benchmark, not a test: it prints the table and the
 * targets it misses, and exits 0 whenever Lighthouse could measure.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { launchBenchBrowser, lighthouseRun } from './bench/lighthouseRun';
import { BENCH_ROUTES, type BenchBuild, benchReport, type RouteBench, RUNS_PER_ROUTE } from './bench/pageBenchReport';
import { buildProduction } from './build/buildProduction';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDirs: Record<BenchBuild, string> = { production: join(root, 'dist-production'), mock: join(root, 'dist') };
const builds: BenchBuild[] = process.argv.includes('--mock') ? ['production', 'mock'] : ['production'];

async function buildFor(name: BenchBuild) {
  if (name === 'production') await buildProduction(root, outDirs.production);
  else await build({ root, logLevel: 'warn' });
}

/** Serves one build with Vite's preview server (gzip, as a host would) and runs every route. */
async function benchBuild(name: BenchBuild): Promise<RouteBench[]> {
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir: outDirs[name] },
    preview: { port: 0, strictPort: false, open: false },
  });
  const browser = await launchBenchBrowser();
  try {
    const base = server.resolvedUrls?.local[0];
    if (!base) throw new Error(`the preview server of ${outDirs[name]} has no address`);
    const benches: RouteBench[] = [];
    for (const route of BENCH_ROUTES) {
      const runs = [];
      for (let run = 1; run <= RUNS_PER_ROUTE; run += 1) {
        console.info(`${name} ${route}: run ${run} of ${RUNS_PER_ROUTE}`);
        runs.push(await lighthouseRun(browser, new URL(route, base).href));
      }
      benches.push({ build: name, route, runs });
    }
    return benches;
  } finally {
    browser.kill();
    await server.close();
  }
}

const benches: RouteBench[] = [];
for (const name of builds) {
  await buildFor(name);
  benches.push(...(await benchBuild(name)));
}
console.info(`\n${benchReport(benches)}`);
