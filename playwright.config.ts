import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { debianChromium, debianChromiumWithUi } from './test/support/debianChromium';
import { readRunOneTarget, RUN_ONE_VARIABLE } from './test/model/runOneTarget';
import { FLOWS_BASE_URL, FLOWS_PORT } from './test/e2e/harness/harnessServer';
import { WALLET_BASE_URL, WALLET_PORT } from './test/e2e/walletServer';

/**
 * Browser tests against PRODUCTION builds served by `vite preview`:
 * - dist/ (port 4173): the default configuration, mock mode with the mock user service. `npm test`
 *   builds it before `test:e2e`; run on its own, `npx playwright test` builds it only when
 *   dist/index.html is missing: after changing src/, run `npm run build` yourself (or delete dist/).
 * - dist-browser-wallet/ (port 4174): mock services, but the real browser wallet
 *   (VITE_USER_SERVICE=browserWallet), for test/e2e/browserWallet.spec.ts, which injects a
 *   scripted EIP-1193 wallet. Always built here: it is this suite's own artifact (a few seconds).
 * - dist-flows/ (port 4175): the flow harness (test/e2e/harness/), one flow alone in its small
 *   view on the mock services, for test/e2e/flows.spec.ts, and the whole app with a controlled
 *   mint flow for the mint page's planned paths (mintPagePaths.flows.spec.ts). Its browser keeps Chromium's popup
 *   blocker on, so a login popup that is not opened inside the click is blocked, as for users.
 *
 * The browser is Debian's chromium-headless-shell, and its full chromium for the flow harness's
 * popup blocker (test/support/debianChromium.ts; scripts/ensure-chromium.mjs installs both);
 * Playwright's own browser download is not used. Never run `playwright install`.
 */
const PORT = 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);
const WALLET_BUILD = 'dist-browser-wallet';
const FLOWS_SPEC = /flows\.spec\.ts$/;
const FLOWS_CONFIG = 'test/e2e/harness/vite.config.ts';
// The app's configuration with still videos (test/e2e/stillVideos.ts), for the two app servers.
const PREVIEW_CONFIG = 'test/e2e/preview.config.ts';

// The servers' programs are started from node_modules/.bin, not through npx, which costs a third of a
// CPU-second each time it starts (eight times in `npm test`).
const VITE = 'node_modules/.bin/vite';
const preview = `${VITE} preview --config ${PREVIEW_CONFIG} --port ${PORT} --strictPort`;
const built = existsSync(fileURLToPath(new URL('./dist/index.html', import.meta.url)));
const cwd = fileURLToPath(new URL('.', import.meta.url));
const onePlannedPath = readRunOneTarget(process.env[RUN_ONE_VARIABLE]) !== null;

/**
 * No request leaves the preview servers: every host but 127.0.0.1 fails to resolve at once, so no
 * test depends on the network or waits for a DNS failure. A test that follows a link out stubs that
 * address (`stubExternalPage` in test/e2e/fixtures.ts). Not a catch-all `page.route`: any route
 * makes Playwright intercept every request of the page, its own ones too (about 0.08 CPU-seconds a
 * page load).
 */
function offline(browser: typeof debianChromium): typeof debianChromium {
  const args = [...browser.launchOptions.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
  return { ...browser, launchOptions: { ...browser.launchOptions, args } };
}
const chromium = offline(debianChromium);
const chromiumWithUi = offline(debianChromiumWithUi);

/** The servers of the app's two builds (the mock app, and the app with a browser wallet). */
const appServers = [
  {
    command: built ? preview : `npm run build && ${preview}`,
    cwd,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: `${VITE} build --outDir ${WALLET_BUILD} && ${VITE} preview --config ${PREVIEW_CONFIG} --outDir ${WALLET_BUILD} --port ${WALLET_PORT} --strictPort`,
    cwd,
    env: { VITE_USER_SERVICE: 'browserWallet' },
    url: WALLET_BASE_URL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
] as const;

const flowsServer = {
  command: `${VITE} build --config ${FLOWS_CONFIG} && ${VITE} preview --config ${FLOWS_CONFIG} --port ${FLOWS_PORT} --strictPort`,
  cwd,
  url: FLOWS_BASE_URL,
  reuseExistingServer: !CI,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  // Three workers on two cores: in chromium-headless-shell a worker often waits on its page, and
  // two kept 1.4 cores busy. Measured alone: 191 s with two, 160 s with three, the same CPU time.
  workers: 3,
  // The JSON report feeds `npm run test:slowest` (outside test-results/, which each run empties).
  reporter: [['list'], ['json', { outputFile: '.test-times/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Recording a trace costs about 40% more CPU per test (measured on characterPassMint.spec.ts,
    // one worker: 70 against 110 CPU-seconds), paid by every passing test on a two-core machine.
    // A failing test is re-run with `--trace on` to get one.
    trace: 'off',
  },
  projects: [
    // One project for the headless shell: the browser-wallet build (browserWallet.spec.ts) and the
    // pages without JavaScript (nojs.spec.ts) differ only in options of a test's context, which
    // those specs set themselves (`test.use`). A project of their own would start workers and
    // browsers of their own for their 17 tests: five more of each, 1.2 CPU-s apiece (issue 52).
    { name: 'chromium', testIgnore: FLOWS_SPEC, use: { ...chromium, baseURL: BASE_URL } },
    {
      name: 'flows',
      testMatch: FLOWS_SPEC,
      // The popup blocker is part of the browser's UI layer: the full chromium, with the blocker on
      // (Playwright turns it off by default).
      use: {
        ...chromiumWithUi,
        baseURL: FLOWS_BASE_URL,
        launchOptions: { ...chromiumWithUi.launchOptions, ignoreDefaultArgs: ['--disable-popup-blocking'] },
      },
    },
  ],
  // One planned path in the browser (`npm run paths -- mintPage --run N --browser`) needs the flow
  // harness alone: the other servers would build for nothing.
  webServer: [...(onePlannedPath ? [] : appServers), flowsServer],
});
