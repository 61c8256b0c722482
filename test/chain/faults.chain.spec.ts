import { expect, test } from './chainTest';
import type { Page } from '@playwright/test';
import { FAULT_CALLS } from './faults/faultCalls';
import { FAULTS, type Fault } from './harness/reference/faults';

/**
 * The fault matrix (issue 37): every call of FAULT_CALLS answered with every fault of FAULTS, in
 * the production build against the reference backend. Each case checks that:
 * - the page ends in a defined state with the catalogue's message (or, for a call whose body the
 *   client does not read, in success);
 * - no spinner outlives the client's giving up by more than a second, in page time;
 * - once the fault is lifted, the visitor's retry succeeds.
 *
 * `npm test` runs SAMPLE, one case of each fault; `npm run test:faults` runs the whole matrix.
 */

/** A fixed sample: every fault once, spread over the calls. */
const SAMPLE: readonly [string, Fault][] = [
  ['the whitelist add', 'status500'],
  ['the newsletter sign-up', 'reset'],
  ['sign for mint', 'hang'],
  ['the pre-share', 'malformedJson'],
  ['the mint backend', 'status429'],
  ['the newsletter sign-up', 'wrongShape'],
];

const whole = process.env.FAULT_MATRIX === 'all';
const cases = FAULT_CALLS.flatMap((call) => FAULTS.map((fault) => ({ call, fault })));
const chosen = whole
  ? cases
  : cases.filter(({ call, fault }) => SAMPLE.some(([name, sampled]) => name === call.name && sampled === fault));

/** Page time to run on, a step at a time, while waiting for the failure. */
const STEP_MS = 250;
/** Real time a look at the page may wait for what answers in real time. */
const CHECK_MS = 50;
/** How far ahead of the page's time the wait pauses its clock. */
const PAUSE_AHEAD_MS = 100;
/** Real time one step may take: the clock's run, the look, and a loaded machine's slowness (measured: 60-90 ms). */
const STEP_REAL_MS = 200;
/** A failure may show this long after the client gave up (the issue: "no spinner outlives the client's timeout by more than 1 s"). */
const SPINNER_SLACK_MS = 1_000;

const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Pauses the page's clock a little ahead of its time, and returns the moment: its time runs on
 * while the test reads it, and a pause may not go back (a loaded machine can take longer than the
 * margin between the two, so it reads again).
 */
async function pauseSoon(page: Page): Promise<number> {
  for (;;) {
    const at = (await pageNow(page)) + PAUSE_AHEAD_MS;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

for (const { call, fault } of chosen) {
  const succeeds = call.succeedsDespite?.includes(fault) ?? false;
  test(`${call.name} answered with ${fault}: ${succeeds ? 'taken for success' : 'a clear failure, then a retry succeeds'}`, async ({
    page,
    harness,
    hotWallet,
  }) => {
    // The flow (a minute at most), then a step of page time at a time up to the client's giving up.
    test.setTimeout(60_000 + ((call.givesUpMs + SPINNER_SLACK_MS) / STEP_MS) * STEP_REAL_MS);
    await harness.faults([{ method: call.method, path: call.path, fault }]);
    await call.reach(page, hotWallet);
    if (succeeds) {
      await call.act(page);
      await call.done(page);
      return;
    }
    const path = new RegExp(call.path);
    const requested = page.waitForRequest(
      (request) => request.method() === call.method && path.test(new URL(request.url()).pathname),
    );
    await call.act(page);
    // Counted from the call, in page time; from the pause on, the page's time moves only by the
    // test's steps, so the real time a look takes does not count.
    await requested;
    const calledAt = await pageNow(page);
    const failure = call.failed(page, fault).first();
    let waited = (await pauseSoon(page)) - calledAt;
    while (!(await failure.isVisible())) {
      expect(waited, `the failure shows by ${call.givesUpMs + SPINNER_SLACK_MS} ms of page time`).toBeLessThan(
        call.givesUpMs + SPINNER_SLACK_MS,
      );
      await page.clock.runFor(STEP_MS);
      waited += STEP_MS;
      // What answers in real time (a reply, a chunk) gets its moment before the next look.
      await failure.waitFor({ state: 'visible', timeout: CHECK_MS }).catch(() => {});
    }
    await page.clock.resume();
    const faulted = (await harness.calls()).filter((made) => made.fault === fault);
    expect(faulted.length, 'the call met its fault').toBeGreaterThan(0);

    await harness.faults([]);
    await call.retry(page);
    await call.done(page);
  });
}
