import { devices } from '@playwright/test';

/** Debian's packages (scripts/ensure-chromium.mjs installs them); Playwright's own download is not used. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// A headed or debugging run (`--headed`, `--ui`, `--debug`) needs the browser with its windows.
const headed =
  process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg)) || Boolean(process.env.PWDEBUG);

/**
 * Playwright's `use` for the browser tests: Debian's chromium-headless-shell, built from the same
 * source package and version as `chromium`, so the same Blink and V8, without the browser's UI
 * layer. It is what Playwright itself runs headless tests in, and it costs about a third less
 * CPU: measured on two cores, the browser suite took 266 CPU-seconds against 382 in `chromium`.
 * What it lacks is that UI (the popup blocker, for one): a test of it uses `debianChromiumWithUi`.
 * Shared by playwright.config.ts and the real-chain suite's config (test/chain/playwright.config.ts).
 */
export const debianChromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: headed ? CHROMIUM : CHROMIUM_HEADLESS_SHELL, args },
};

/** Debian's full `chromium`, headless: for what only the browser's UI layer does, like blocking popups. */
export const debianChromiumWithUi = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM, args },
};
