import type { Page, Request } from '@playwright/test';
import { expect, test } from './chainTest';
import { mint, prepareWhitelistSignUp, SIGNED_UP, signUpButton } from './flowSteps';
import { BACKEND_URL } from './harness/chainSetup';

/**
 * Mint day (issue 51) in the browser: the reference backend past its budget answers 429 with a
 * Retry-After, and the production build's calls come back when they are told, no sooner, and the
 * visitor's sign-up completes, with no screen of its own for the wait.
 */

interface Sent {
  key: string;
  at: number;
}

/** Every call the page makes to the backend, and every 429 it gets, with when (test-process time). */
function watchBackendCalls(page: Page) {
  const sent: Sent[] = [];
  const sentBack: (Sent & { retryAfterMs: number })[] = [];
  const keyOf = (request: Request) => `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
  page.on('request', (request) => {
    if (request.url().startsWith(BACKEND_URL) && request.method() !== 'OPTIONS') {
      sent.push({ key: keyOf(request), at: Date.now() });
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(BACKEND_URL) && response.status() === 429) {
      const retryAfterMs = Number(response.headers()['retry-after']) * 1000;
      sentBack.push({ key: keyOf(response.request()), at: Date.now(), retryAfterMs });
    }
  });
  return { sent, sentBack };
}

test('past the backend’s budget, each call comes back after its Retry-After and the whitelist sign-up completes', async ({
  page,
  harness,
  hotWallet,
}) => {
  // Two requests a second for the whole flow: its bursts (connecting, the proof, the follows) go past it.
  await harness.limit(2);
  const { sent, sentBack } = watchBackendCalls(page);
  await prepareWhitelistSignUp(page, hotWallet);
  await signUpButton(page).click();
  await expect(mint(page).getByRole('heading', { name: SIGNED_UP })).toBeVisible();

  const calls = await harness.calls();
  expect(calls.filter((call) => call.status === 429).length, 'the budget sent calls back').toBeGreaterThan(0);
  expect(sentBack.length).toBeGreaterThan(0);
  for (const refused of sentBack) {
    expect(refused.retryAfterMs).toBeGreaterThanOrEqual(1000);
    const again = sent.find((call) => call.key === refused.key && call.at > refused.at);
    expect(again, `${refused.key} was sent again`).toBeDefined();
    // Event delivery from the browser takes a few ms each way; the wait itself is at least Retry-After.
    expect(again!.at - refused.at, `${refused.key} waited its Retry-After`).toBeGreaterThanOrEqual(
      refused.retryAfterMs - 50,
    );
  }
  expect(calls.filter((call) => call.path === '/backend/wl/bayc/waitlist').map((call) => call.status)).toContain(200);
});
