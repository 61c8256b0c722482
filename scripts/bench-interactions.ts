/**
 * `npm run bench:interactions` (issue 78): each tap of scripts/bench/interactions.ts, three times on
 * each device of the page benchmark (the same calibration: the machine's benchmark index measured
 * before each run, the mobile network, the bare DevTools connection), on the production build
 * (built here into dist-production/) served as production serves it. `-- --busy-core` keeps one
 * core busy for the whole run. A benchmark, not a test: it prints a table per device and, last,
 * `All targets met.` or the targets missed, and exits 0 whenever it could measure.
 */
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { busyCoreFor, withBusyCore } from './bench/busyCore';
import { connectCdpAt } from './bench/cdpConnection';
import { DEVICES } from './bench/devices';
import { type InteractionBench, interactionReport, RUNS_PER_INTERACTION } from './bench/interactionReport';
import { interactionRun } from './bench/interactionRun';
import { INTERACTIONS } from './bench/interactions';
import { launchBenchBrowser } from './bench/lighthouseRun';
import { VISIT_BROWSER_FLAGS } from './bench/liveRun';
import { describeMachine } from './bench/machine';
import { buildProduction } from './build/buildProduction';
import { closeServer } from './serve/closeServer';
import { startHostingServer } from './serve/hostingServer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-production');

const busyCore = busyCoreFor(process.argv);
try {
  const machine = describeMachine();
  await buildProduction(root, outDir);
  const server = await startHostingServer({ dir: outDir, host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBenchBrowser(VISIT_BROWSER_FLAGS);
  const cdp = await connectCdpAt(browser.port);
  const benches: InteractionBench[] = [];
  try {
    for (const device of DEVICES) {
      for (const interaction of INTERACTIONS) {
        const runs = [];
        for (let run = 1; run <= RUNS_PER_INTERACTION; run += 1) {
          console.info(
            `${device.name}: ${interaction.route} ${interaction.name}, run ${run} of ${RUNS_PER_INTERACTION}`,
          );
          runs.push(await interactionRun(cdp, base, interaction, device));
        }
        benches.push({ ...interaction, device, runs });
      }
    }
  } finally {
    await cdp.close();
    browser.kill();
    await closeServer(server);
  }
  console.info(`\n${interactionReport(benches, withBusyCore(machine, busyCore), DEVICES)}`);
} finally {
  busyCore?.kill('SIGKILL');
}
