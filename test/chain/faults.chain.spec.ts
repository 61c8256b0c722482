import { expect, test } from './chainTest';
import type { Locator, Page } from '@playwright/test';
import { FAULT_CALLS, MINT_UNCONFIRMED, outcomeOf, type FaultCall } from './faults/faultCalls';
import { mint } from './flowSteps';
import { APE_TOKENS } from './harness/chainSetup';
import { pageTimeSteps } from './faults/pageTime';
import { FAULTS, type Fault } from './harness/reference/faults';

/**
 * The fault matrix (issue 37): every call of FAULT_CALLS answered with every fault of FAULTS, in
 * the production build against the reference backend. Each case checks that:
 * - the page ends in a defined state with the catalogue's message, or, where the client goes on
 *   without the call (it reads no body, or the spec lets it), in what then shows;
 * - neither outlives the client's giving up by more than a second of page time, so no spinner does;
 * - once the fault is lifted, the visitor's retry succeeds.
 * For the calls made after the mint's transaction was sent, a case more per fault reloads the page
 * while the call fails: the mint resumes, and nothing is sent twice.
 *
 * `npm test` runs the samples below; `npm run test:faults` runs the whole matrix.
 */

/** A fixed sample: every fault at least once, spread over the calls. */
const SAMPLE: readonly [string, Fault][] = [
  ['the whitelist add', 'status500'],
  ['the newsletter sign-up', 'reset'],
  ['sign for mint', 'hang'],
  ['the pre-share', 'malformedJson'],
  ['the mint backend', 'status429'],
  ['the newsletter sign-up', 'wrongShape'],
  // A failed story-NFT mint is tried again from MintShare without a share step.
  ['the mint backend for a story NFT', 'status500'],
  // A refresh answered with bad tokens: the login is gone, and the follow step asks to connect again.
  ['the Twitter token refresh (v2)', 'wrongShape'],
];

/** The sample's reloads while a call after the sent mint fails. */
const RESUME_SAMPLE: readonly [string, Fault][] = [['wait for minting', 'hang']];

const whole = process.env.FAULT_MATRIX === 'all';
const pick = (sample: readonly [string, Fault][]) => (cases: readonly { call: FaultCall; fault: Fault }[]) =>
  whole
    ? cases
    : cases.filter(({ call, fault }) => sample.some(([name, sampled]) => name === call.name && sampled === fault));
const chosen = pick(SAMPLE)(FAULT_CALLS.flatMap((call) => FAULTS.map((fault) => ({ call, fault }))));
const resumeCases = pick(RESUME_SAMPLE)(
  FAULT_CALLS.flatMap((call) => (call.reloadDuring ?? []).map((fault) => ({ call, fault }))),
);

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
 * margin between the two, so it reads again). The clock is the context's: a popup the app closes
 * meanwhile (the Twitter login's, when its call fails) fails the pause too, so it is tried again.
 */
async function pauseSoon(page: Page): Promise<number> {
  for (;;) {
    const at = (await pageNow(page)) + PAUSE_AHEAD_MS;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      const popupClosed = String(error).includes('has been closed') && !page.isClosed();
      if (!String(error).includes('to the past') && !popupClosed) throw error;
    }
  }
}

/**
 * Runs the page's clock a step at a time, from the call (at `calledAt`, page time) on, until
 * `shows` is visible, and checks that it shows by the time the client has given up, plus the slack.
 * Counted in page time from the call: from the pause on, the page's time moves only by these steps,
 * so the real time a look takes does not count. The last step ends exactly at the limit, so what
 * shows only after it fails.
 */
async function waitInPageTime(page: Page, call: FaultCall, shows: Locator, calledAt: number) {
  const limit = call.givesUpMs + SPINNER_SLACK_MS;
  const outcome = shows.first();
  const steps = pageTimeSteps((await pauseSoon(page)) - calledAt, limit, STEP_MS);
  while (!(await outcome.isVisible())) {
    const step = steps.next();
    expect(step.done, `it shows by ${limit} ms of page time`).toBe(false);
    await page.clock.runFor(step.value!);
    // What answers in real time (a reply, a chunk) gets its moment before the next look.
    await outcome.waitFor({ state: 'visible', timeout: CHECK_MS }).catch(() => {});
  }
  await page.clock.resume();
}

/**
 * For a call the client goes on without and nothing new shows (Tolerance.quiet): runs the page's
 * clock on, a step at a time, from the call to the client's giving up plus the slack, and checks at
 * each step that `failed` has not shown. A look at once would pass before an alert has rendered.
 */
async function neverShowsInPageTime(page: Page, call: FaultCall, failed: Locator, calledAt: number) {
  const limit = call.givesUpMs + SPINNER_SLACK_MS;
  const shows = () =>
    failed
      .first()
      .waitFor({ state: 'visible', timeout: CHECK_MS })
      .then(
        () => true,
        () => false,
      );
  expect(await shows(), 'the failure does not show').toBe(false);
  for (const step of pageTimeSteps((await pauseSoon(page)) - calledAt, limit, STEP_MS)) {
    await page.clock.runFor(step);
    expect(await shows(), `the failure does not show by ${limit} ms of page time`).toBe(false);
  }
  await page.clock.resume();
}

/** The next request the page makes of the call. */
function nextRequestOf(page: Page, call: FaultCall) {
  const path = new RegExp(call.path);
  return page.waitForRequest(
    (request) => request.method() === call.method && path.test(new URL(request.url()).pathname),
  );
}

for (const { call, fault } of chosen) {
  const tolerated = call.succeedsDespite?.faults.includes(fault) ?? false;
  test(`${call.name} answered with ${fault}: ${tolerated ? 'the client goes on without it' : 'a clear failure, then a retry succeeds'}`, async ({
    page,
    harness,
    hotWallet,
  }) => {
    // The flow (a minute at most), then a step of page time at a time up to the client's giving up.
    test.setTimeout(60_000 + ((call.givesUpMs + SPINNER_SLACK_MS) / STEP_MS) * STEP_REAL_MS);
    await call.reach(page, hotWallet, harness);
    // Only the call the visitor's action makes meets the fault; the calls on the way do not.
    await harness.faults([{ method: call.method, path: call.path, fault }]);
    const requested = nextRequestOf(page, call);
    await call.act(page);
    await requested;
    const calledAt = await pageNow(page);
    await waitInPageTime(page, call, outcomeOf(call, fault, page).shows, calledAt);
    if (tolerated && call.succeedsDespite?.quiet && call.failed)
      await neverShowsInPageTime(page, call, call.failed(page, fault), calledAt);
    const faulted = (await harness.calls()).filter((made) => made.fault === fault);
    expect(faulted.length, 'the call met its fault').toBeGreaterThan(0);

    await harness.faults([]);
    if (!tolerated) await call.retry!(page, fault);
    await call.done(page);
  });
}

/**
 * Nothing is lost: for a call made after the mint's transaction was sent, the visitor reloads
 * while the call is failing. The page resumes the wait for that transaction, sends nothing again,
 * and ends on Minted once the backend answers.
 */
for (const { call, fault } of resumeCases) {
  test(`${call.name} answered with ${fault}, the page reloaded meanwhile: the sent mint resumes`, async ({
    page,
    harness,
    hotWallet,
  }) => {
    await call.reach(page, hotWallet, harness);
    await harness.faults([{ method: call.method, path: call.path, fault }]);
    const requested = nextRequestOf(page, call);
    await call.act(page);
    await requested;
    // The client would give up after its tries; the visitor reloads before it does.
    await pauseSoon(page);
    await expect.poll(async () => (await harness.calls()).some((made) => made.fault === fault)).toBe(true);
    const sent = await harness.pass.balanceOf(hotWallet);
    expect(sent, 'the mint was sent before the reload').toBe(BigInt(APE_TOKENS.length));

    await harness.faults([]);
    await page.reload();
    await page.clock.resume();
    // Minted after a reload is the resumed mint: a fresh visit would start at the sale's phase.
    await call.done(page);
    await expect(mint(page).getByText(MINT_UNCONFIRMED)).toHaveCount(0);

    // One mint: the transaction sent before the reload, confirmed after it.
    expect(await harness.pass.balanceOf(hotWallet)).toBe(sent);
    const calls = await harness.calls();
    expect(calls.filter((made) => /signatureMint$/.test(made.path))).toHaveLength(1);
    const confirmations = calls.filter((made) => new RegExp(call.path).test(made.path));
    expect(confirmations.at(-1)).toMatchObject({ status: 200 });
    expect(new Set(confirmations.map((made) => JSON.stringify(made.body)))).toHaveProperty('size', 1);
  });
}
