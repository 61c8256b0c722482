import { devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromiumFlags';

/** Debian's packages (scripts/ensure-chromium.mjs installs them); Playwright's own download is not used. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const args = [...CHROMIUM_FLAGS];

/** Where the main process hands its answer to `isHeadedRun` down to the workers it starts. */
const HEADED_RUN_VARIABLE = 'STORYVERSE_HEADED_RUN';

/**
 * Whether this test run shows browser windows (`--headed`, `--ui`, `--debug`, `PWDEBUG`), which
 * the headless shell cannot. Only Playwright's main process sees those flags in its arguments; its
 * workers load this module again with arguments of their own. So the first answer, the main
 * process's, is kept in the environment, which the workers inherit.
 */
export function isHeadedRun(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  env[HEADED_RUN_VARIABLE] ??= String(
    argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg)) || Boolean(env.PWDEBUG),
  );
  return env[HEADED_RUN_VARIABLE] === 'true';
}

/** Playwright's `use` for one of Debian's two Chromium programs. */
function debianBrowser(executablePath: string) {
  return { ...devices['Desktop Chrome'], launchOptions: { executablePath, args } };
}

/**
 * Playwright's `use` for the browser tests: Debian's chromium-headless-shell, built from the same
 * source package and version as `chromium`, so the same Blink and V8, without the browser's UI
 * layer. It is what Playwright itself runs headless tests in, and it costs about a third less
 * CPU: measured on two cores, the browser suite took 266 CPU-seconds against 382 in `chromium`.
 * What it lacks is that UI (the popup blocker, for one): a test of it uses `debianChromiumWithUi`.
 * Shared by playwright.config.ts and the real-chain suite's config (test/chain/playwright.config.ts).
 */
export const debianChromium = debianBrowser(
  isHeadedRun(process.argv, process.env) ? CHROMIUM : CHROMIUM_HEADLESS_SHELL,
);

/** Debian's full `chromium`, headless: for what only the browser's UI layer does, like blocking popups. */
export const debianChromiumWithUi = debianBrowser(CHROMIUM);
