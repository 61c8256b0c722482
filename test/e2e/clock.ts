import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The app waits on timers: the mock services' delays (spec section 9: 500 ms a call, 5 s to sign
 * and 5 s to mint), the share button (2 s after the story loaded, 15 s at most), the ready marker.
 * Tests do not wait for them in real time: they install Playwright's fake clock before the page
 * loads ({@link installClock}); time then flows as usual, and where the page waits on a timer the
 * test moves the clock on until what it waits for is there ({@link runClockUntil}).
 */

/** How a wait moves the clock: see {@link runClockUntil}. */
export interface ClockWait {
  /** Simulated time (ms) to run on at most; then the wait goes on in real time. 30 s by default. */
  limit?: number;
  /**
   * Simulated time (ms) of one step: 1 s by default. A step may pass what the test waits for by up
   * to this much (more when a check runs out of time on a loaded machine), so what a test checks
   * right after a wait must last longer than that, or longer than `limit`.
   */
  step?: number;
  /** Real time (ms) one check may wait before the clock moves on: 25 ms by default. */
  check?: number;
}

/**
 * A wait while a page loads (a navigation, a reload): its chunks load in real time meanwhile (the
 * services, the wallet, the mint flow), and the start-up timeouts on the page clock (10 s: the
 * app's start-up work, the wallet's silent reconnect) must not fire before they have. So the clock
 * runs on by 3 s at most, in small steps with room for the loads between them.
 */
export const PAGE_LOAD: ClockWait = { limit: 3_000, step: 250, check: 100 };

/**
 * Installs the fake clock at the real time (the mock sales are dated from the page's start, so
 * /mayc is in its whitelist mint as without it). Call before the first `page.goto`; the clock
 * keeps its time across navigations and reloads.
 */
export async function installClock(page: Page) {
  await page.clock.install();
}

/**
 * Moves the page's clock on, a step at a time, until `assertion` passes: a wait for a condition on
 * simulated time, never a sleep. `assertion` is an `expect` given `timeout` (the real time one
 * check may wait); it is checked before the first step and after each one. After `limit` ms of
 * simulated time it is checked once more, with the default timeout (real time), and its failure
 * fails the test.
 *
 * @example await runClockUntil(page, (timeout) => expect(button).toBeEnabled({ timeout }));
 */
export async function runClockUntil(
  page: Page,
  assertion: (timeout: number | undefined) => Promise<unknown>,
  { limit = 30_000, step = 1_000, check = 25 }: ClockWait = {},
) {
  for (let ran = 0; ran < limit; ran += step) {
    try {
      await assertion(check);
      return;
    } catch {
      await page.clock.runFor(step);
    }
  }
  await assertion(undefined);
}

/** Runs the clock on until `locator` is visible (see {@link runClockUntil}). */
export async function runUntilVisible(page: Page, locator: Locator, wait?: ClockWait) {
  await runClockUntil(page, (timeout) => expect(locator).toBeVisible({ timeout }), wait);
}

/** Runs the clock on until `locator` is enabled (see {@link runClockUntil}). */
export async function runUntilEnabled(page: Page, locator: Locator, wait?: ClockWait) {
  await runClockUntil(page, (timeout) => expect(locator).toBeEnabled({ timeout }), wait);
}

/** Runs the clock on until `locator` has the text `text` (see {@link runClockUntil}). */
export async function runUntilText(page: Page, locator: Locator, text: string, wait?: ClockWait) {
  await runClockUntil(page, (timeout) => expect(locator).toHaveText(text, { timeout }), wait);
}
