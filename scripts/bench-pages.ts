/**
 * `npm run bench:pages`: the page benchmark (issues 24, 36 and 49) on the production build (built
 * here into dist-production/), served as production serves it (scripts/serve); `-- --mock` adds the
 * mock build (`npm run build`'s dist/, built here too); `-- --busy-core` keeps one core busy with a
 * busy loop for the whole run, as a machine doing other work would. Per route, five runs each of:
 * Lighthouse with simulated throttling, Lighthouse with devtools throttling, and for each device a
 * Chromium visit that times `app:live` and the longest task before it. Every run's CPU slowdown is
 * calibrated to a device from the machine's benchmark index, measured right before it
 * (scripts/bench/devices.ts), so the numbers mean the same on every machine. A benchmark, not a
 * test: it prints the tables, the machine and the targets missed, and exits 0 whenever it could
 * measure.
 */
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { busyCoreFor, withBusyCore } from './bench/busyCore';
import { connectCdpAt } from './bench/cdpConnection';
import { launchBenchBrowser, lighthouseRun, type ThrottlingMethod } from './bench/lighthouseRun';
import { DEVICES } from './bench/devices';
import { liveRun, VISIT_BROWSER_FLAGS } from './bench/liveRun';
import { describeMachine } from './bench/machine';
import { BENCH_ROUTES, type BenchBuild, benchReport, type RouteBench, RUNS_PER_ROUTE } from './bench/pageBenchReport';
import { buildProduction } from './build/buildProduction';
import { closeServer } from './serve/closeServer';
import { startHostingServer } from './serve/hostingServer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDirs: Record<BenchBuild, string> = { production: join(root, 'dist-production'), mock: join(root, 'dist') };
const builds: BenchBuild[] = process.argv.includes('--mock') ? ['production', 'mock'] : ['production'];

async function buildFor(name: BenchBuild) {
  if (name === 'production') await buildProduction(root, outDirs.production);
  else await build({ root, logLevel: 'warn' });
}

/** `count` results of `measure`, one after the other, with a line of progress each. */
async function repeat<T>(label: string, count: number, measure: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 1; run <= count; run += 1) {
    console.info(`${label}: run ${run} of ${count}`);
    results.push(await measure());
  }
  return results;
}

/** Serves one build and measures every route. */
async function benchBuild(name: BenchBuild): Promise<RouteBench[]> {
  const server = await startHostingServer({ dir: outDirs[name], host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lighthouseBrowser = await launchBenchBrowser();
  // The visits' own browser, driven over a bare DevTools connection (scripts/bench/liveRun.ts).
  const visitsBrowser = await launchBenchBrowser(VISIT_BROWSER_FLAGS);
  const cdp = await connectCdpAt(visitsBrowser.port);
  try {
    const benches: RouteBench[] = [];
    for (const route of BENCH_ROUTES) {
      const url = new URL(route, base).href;
      const lighthouse = (method: ThrottlingMethod) =>
        repeat(`${name} ${route} Lighthouse ${method}`, RUNS_PER_ROUTE, () =>
          lighthouseRun(lighthouseBrowser, url, method),
        );
      const simulated = await lighthouse('simulate');
      const devtools = await lighthouse('devtools');
      const live = [];
      for (const device of DEVICES) {
        const runs = await repeat(`${name} ${route} ${device.name}`, RUNS_PER_ROUTE, () => liveRun(cdp, url, device));
        live.push({ device, runs });
      }
      benches.push({ build: name, route, simulated, devtools, live });
    }
    return benches;
  } finally {
    lighthouseBrowser.kill();
    await cdp.close();
    visitsBrowser.kill();
    await closeServer(server);
  }
}

const busyCore = busyCoreFor(process.argv);
try {
  const started = describeMachine();
  const benches: RouteBench[] = [];
  for (const name of builds) {
    await buildFor(name);
    benches.push(...(await benchBuild(name)));
  }
  console.info(`\n${benchReport(benches, withBusyCore(started, busyCore), DEVICES)}`);
} finally {
  busyCore?.kill('SIGKILL');
}
