import { devices } from '@playwright/test';

/**
 * Playwright's `use` for Debian's chromium (scripts/ensure-chromium.mjs installs it); Playwright's
 * own browser download is not used. Shared by playwright.config.ts and the real-chain suite's
 * config (test/chain/playwright.config.ts).
 */
export const debianChromium = {
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
};
