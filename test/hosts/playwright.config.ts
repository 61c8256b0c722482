import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { hostToolBin } from '../../scripts/hosts/hostTools';
import { debianChromium } from '../support/debianChromium';
import { HOSTS, HOSTS_BUILD, type HostName } from './hosts';

/**
 * `npm run test:hosts` (issue 40): the production build in dist-hosts/ (built, with the hosts'
 * runtimes installed, by scripts/hosts/prepareHosts.ts) served by Cloudflare's local runtime
 * (`wrangler pages dev`, workerd), Netlify's (`netlify dev --offline`) and `npm run serve`, one
 * project each; test/hosts/hosts.spec.ts walks the route table on each. A runtime that does not
 * start fails the run: nothing is skipped.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const build = `${root}${HOSTS_BUILD}`;

const COMMANDS: Record<HostName, (port: number) => { command: string; cwd: string }> = {
  serve: (port) => ({
    command: `node_modules/.bin/tsx scripts/serve.ts --dir ${HOSTS_BUILD} --port ${port}`,
    cwd: root,
  }),
  // Offline: no metrics, and workerd's placeholder for the request's `cf` object (it logs that it could not fetch one).
  cloudflare: (port) => ({
    command: `${hostToolBin(root, 'wrangler')} pages dev ${build} --ip 127.0.0.1 --port ${port} --compatibility-date 2026-01-01`,
    cwd: build,
  }),
  // --offline and no edge functions: without them it downloads Deno. Run from the build, which has no netlify.toml.
  netlify: (port) => ({
    command: `${hostToolBin(root, 'netlify')} dev --offline --internal-disable-edge-functions --dir ${build} --port ${port}`,
    cwd: build,
  }),
};

export default defineConfig({
  testDir: '.',
  testMatch: /hosts\.spec\.ts$/,
  outputDir: '../../test-results-hosts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: { ...debianChromium, trace: 'off' },
  projects: HOSTS.map((host) => ({ name: host.name, use: { baseURL: host.url }, metadata: { host: host.name } })),
  webServer: HOSTS.map((host) => ({
    ...COMMANDS[host.name](host.port),
    url: `${host.url}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { CI: '1', WRANGLER_SEND_METRICS: 'false', NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
  })),
});
