import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { debianChromium } from '../support/debianChromium';
import { APP_PORT, APP_URL, BACKEND_URL, CHAIN_BUILD, CHAIN_BUILD_ENV } from './harness/chainSetup';

/**
 * The real-chain suite (`npm run test:chain`, part of `npm test`): the production build on the
 * HTTP services (dist-chain/, CHAIN_BUILD_ENV) against the reference backend, two Anvil nodes and
 * the deployed test contract (test/chain/harness/server.ts), in Debian's chromium with the
 * injected chain wallet. One worker: the tests share the nodes, and each starts from the same
 * chain snapshot.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: /\.chain\.spec\.ts$/,
  outputDir: '../../test-results-chain/playwright',
  forbidOnly: CI,
  retries: 0,
  workers: 1,
  // The JSON report feeds `npm run test:slowest`.
  reporter: [['list'], ['json', { outputFile: '../../.test-times/chain.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // No trace by default, as in playwright.config.ts: re-run a failing test with `--trace on`.
  use: { ...debianChromium, baseURL: APP_URL, trace: 'off', screenshot: 'only-on-failure' },
  // From node_modules/.bin, not npx: see playwright.config.ts.
  webServer: [
    {
      command: 'node_modules/.bin/tsx test/chain/harness/server.ts',
      cwd: root,
      url: `${BACKEND_URL}/__harness`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node_modules/.bin/vite build --outDir ${CHAIN_BUILD} && node_modules/.bin/tsx scripts/serve.ts --dir ${CHAIN_BUILD} --port ${APP_PORT}`,
      cwd: root,
      env: { ...CHAIN_BUILD_ENV },
      url: APP_URL,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
