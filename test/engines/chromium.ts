import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../support/chromiumFlags';
import type { Engine } from './engine';
import { puppeteerEngine } from './puppeteerEngine';

/**
 * Debian's Chromium over the DevTools protocol. The headless shell by default (the same Blink and
 * V8 as `chromium`, for less CPU: test/support/debianChromium.ts); `CHROMIUM_PATH` names another
 * build, such as an older Chromium unpacked beside the installed one, whose headless shell or full
 * browser runs from its own folder (`/opt/chromium-150/root/usr/lib/chromium/chromium-headless-shell`).
 */
const DEFAULT_PATH = '/usr/bin/chromium-headless-shell';

/** The Playwright suites' flags, and no host but ours. */
const ARGS = [
  ...CHROMIUM_FLAGS,
  // Every other host fails to resolve at once: the network is closed, and no test waits on it.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export async function launchChromium(): Promise<Engine> {
  const executablePath = process.env.CHROMIUM_PATH || DEFAULT_PATH;
  const headlessShell = /headless-shell$/.test(executablePath);
  const browser = await puppeteer.launch({
    executablePath,
    // The shell is headless by itself (`--headless`); the full browser takes the new headless mode.
    headless: headlessShell ? 'shell' : true,
    args: ARGS,
  });
  return puppeteerEngine('chromium', browser);
}
