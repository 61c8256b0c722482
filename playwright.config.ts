import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the PRODUCTION build (dist/) served by `vite preview`.
 *
 * `npm test` builds before it runs `test:e2e`. Run on its own, `npx playwright test`
 * builds first only when dist/index.html is missing: after changing src/, run
 * `npm run build` yourself (or delete dist/) so that the tests see the change.
 *
 * The browser is Debian's chromium (scripts/ensure-chromium.mjs installs it); Playwright's
 * own browser download is not used. Never run `playwright install`.
 */
const PORT = 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

const preview = `npx vite preview --port ${PORT} --strictPort`;
const built = existsSync(fileURLToPath(new URL('./dist/index.html', import.meta.url)));

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: built ? preview : `npm run build && ${preview}`,
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
