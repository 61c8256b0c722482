import type { Locator, Page } from '@playwright/test';
import { MOCK_SOCIAL_USER } from '../../src/services/mock/mockAccounts';
import { expect, scrollToFooter, test } from './fixtures';
import { pressOn } from './keyboard';
import { expectNoAxeViolations } from './axe';
import { type ClockWait, installClock, PAGE_LOAD, runClockUntil, runUntilEnabled, runUntilVisible } from './clock';

/**
 * The Character Pass mint on /mayc (in its whitelist mint in mock mode), spec sections 2, 4, 7
 * and 8: the login steps, 'Finalize Mint', share to mint, the mock wallet's approval and the
 * result; and the failures users meet: a denied transaction, the errorOn* triggers, a reload
 * during Minting and a double click.
 *
 * The mock's delays (spec section 9: signing and minting 5 s each) and the share button's (2 s
 * after the story loaded, 15 s at most) pass on Playwright's fake clock, installed before the page
 * loads: where the page waits on them, the test runs the clock on until what it waits for is there.
 */

// A mint by keyboard with its axe scans, on a loaded machine; the clock takes the mock's delays.
test.describe.configure({ timeout: 90_000 });

const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });
const MINTED = 'Congrats! You minted a Character Pass!';
const approval = (page: Page) => page.getByRole('dialog', { name: 'Approve transaction' });

/** The tweeting login (v1) the mock Twitter redirect would give, so that the share can tweet. */
const TWITTER_LOGIN = encodeURIComponent(
  JSON.stringify([MOCK_SOCIAL_USER.twitterUserId, MOCK_SOCIAL_USER.twitterUserName, 'mock-token', 'mock-secret', 'v1']),
);

/** axe on the page; the story frame is the viewer page, checked on its own. */
async function expectNoViolationsButTheStory(page: Page) {
  await expectNoAxeViolations(page, { exclude: 'iframe[title="Your story"]' });
}

/** `locator` once the clock has run on until it is visible (see runClockUntil). */
async function shown(page: Page, locator: Locator, wait?: ClockWait) {
  await runUntilVisible(page, locator, wait);
  return locator;
}

/** `locator` once the clock has run on until it is enabled (see runClockUntil). */
async function enabled(page: Page, locator: Locator, wait?: ClockWait) {
  await runUntilEnabled(page, locator, wait);
  return locator;
}

/**
 * Signing takes 5 s of simulated time: a wait for what shows when it starts runs the clock on by
 * less, so that 'Fetching your signature…' is still there after it.
 */
const BEFORE_SIGNING: ClockWait = { limit: 2_000, step: 500 };

/**
 * After a navigation or a reload, the mock wallet reconnects silently ('Hi, …' in the navbar). The
 * wallet layer loads in real time and the reconnect gives up after 10 s on the page clock: the
 * test lets it finish before it runs the clock on for longer waits.
 */
const reconnected = (page: Page) =>
  runUntilVisible(page, page.getByRole('banner').getByRole('button', { name: /^Hi, / }), PAGE_LOAD);

/**
 * The story frame (the viewer page of this site) loads in real time, and the share button waits
 * for it on the page clock (enabled 2 s after it loaded, or after 15 s without it): the test waits
 * for the load before it runs the clock on, so that the button is enabled as for users.
 */
async function storyLoaded(page: Page) {
  const story = page.locator('iframe[title="Your story"]');
  if ((await story.count()) === 0) return;
  await expect
    .poll(
      () =>
        story.evaluate((frame: HTMLIFrameElement) => {
          const document = frame.contentDocument;
          return document !== null && document.URL !== 'about:blank' && document.readyState === 'complete';
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The mint button of MintShare once it is enabled (see storyLoaded). */
async function mintButton(page: Page, name: 'SHARE TO MINT!' | 'MINT!') {
  await storyLoaded(page);
  return enabled(page, mint(page).getByRole('button', { name }), { limit: 20_000 });
}

const shareButton = (page: Page) => mintButton(page, 'SHARE TO MINT!');

/** A button of the approval dialog, once the dialog is open. */
const approvalButton = (page: Page, name: 'Approve' | 'Deny') =>
  shown(page, approval(page).getByRole('button', { name }), { limit: 10_000 });

interface MintShareWay {
  /** The query to open /mayc with (errorOn* triggers), after the Twitter login. */
  query?: string;
  /** With a tweeting Twitter login in the address, as the mock Twitter redirect gives it. */
  twitterLogin?: boolean;
  /** axe on the Mint page and on 'Finalize Mint' on the way: the first test does it for all. */
  axe?: boolean;
}

/** From the Mint page through the login steps and MintEntry to MintShare, by keyboard alone. */
async function reachMintShare(page: Page, { query = '', twitterLogin = true, axe = false }: MintShareWay = {}) {
  await installClock(page);
  await page.goto(`/mayc?${twitterLogin ? `auth=${TWITTER_LOGIN}` : ''}${query}`);
  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'The Mint is now live!' }), PAGE_LOAD);
  if (axe) await expectNoViolationsButTheStory(page);

  await pressOn(page, mint(page).getByRole('button', { name: 'Log in to mint' }));
  await pressOn(page, await shown(page, mint(page).getByRole('button', { name: 'Connect hot wallet' })));
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await pressOn(page, await shown(page, picker.getByRole('button', { name: /^Account A/ })));

  await pressOn(page, await shown(page, mint(page).getByRole('button', { name: 'Verify with Tokenproof' })));
  const provider = page.getByRole('dialog', { name: 'Tokenproof (mock)' });
  await pressOn(page, await shown(page, provider.getByRole('button', { name: 'Authenticate' })));

  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'Finalize Mint' }), BEFORE_SIGNING);
  await expect(mint(page).getByText('Fetching your signature…')).toBeVisible();
  const next = mint(page).getByRole('button', { name: 'NEXT' });
  await runUntilEnabled(page, next, { limit: 10_000 });
  await expect(mint(page).getByRole('heading', { name: 'Your tokens' })).toBeVisible();
  if (axe) await expectNoViolationsButTheStory(page);
  await pressOn(page, next);

  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'Ready to enter Storyverse!' }));
}

test('a holder mints a Character Pass from the Mint page by keyboard alone', async ({ page }) => {
  await reachMintShare(page, { axe: true });
  const share = await shareButton(page);
  await expectNoViolationsButTheStory(page);
  await pressOn(page, share);

  await runUntilVisible(page, approval(page), { limit: 10_000 });
  await expect(mint(page).getByText('Minting…')).toBeVisible();
  await pressOn(page, approval(page).getByRole('button', { name: 'Approve' }));
  await expect(mint(page).getByRole('link', { name: 'View the transaction' })).toBeVisible();

  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), { limit: 15_000 });
  await expect(mint(page).getByRole('list', { name: 'Minted' }).getByRole('listitem')).toHaveCount(3);
  await expect(mint(page).getByRole('link', { name: 'View in marketplace' })).toHaveAttribute(
    'href',
    'https://marketplace.storyverse.example/collection/storyverse',
  );
  await expect(mint(page).getByRole('link', { name: 'View the transaction' })).toHaveAttribute(
    'href',
    /^https:\/\/explorer\.storyverse\.example\/tx\/0x[0-9a-f]{64}$/,
  );
  await expectNoViolationsButTheStory(page);
});

test("a denied transaction returns to MintShare with 'Minting failed. Please try again.'; 'MINT!' tries again", async ({
  page,
}) => {
  await reachMintShare(page);
  await (await shareButton(page)).click();
  await (await approvalButton(page, 'Deny')).click();

  const failure = mint(page).getByRole('alert').filter({ hasText: 'Minting failed. Please try again.' });
  await expect(failure).toContainText('The transaction was not approved in your wallet, so nothing was minted.');
  // The footer's mock block tells the last transaction's outcome too.
  await expect((await scrollToFooter(page)).getByText('Last transaction: Denied')).toBeVisible();
  await expectNoViolationsButTheStory(page);

  // Shared once already: the button mints without sharing again.
  await (await mintButton(page, 'MINT!')).click();
  await (await approvalButton(page, 'Approve')).click();
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), { limit: 15_000 });
});

test('closing the approval dialog is a refusal too', async ({ page }) => {
  await reachMintShare(page);
  await (await shareButton(page)).click();
  await runUntilVisible(page, approval(page), { limit: 10_000 });
  await page.keyboard.press('Escape');
  await expect(mint(page).getByRole('alert').filter({ hasText: 'Minting failed. Please try again.' })).toBeVisible();
});

test("errorOnSign: 'Error occurred while fetching signature.' with the reason, and Try again", async ({ page }) => {
  await installClock(page);
  await page.goto(`/mayc?errorOnSign`);
  await (await shown(page, mint(page).getByRole('button', { name: 'Log in to mint' }), PAGE_LOAD)).click();
  await (await shown(page, mint(page).getByRole('button', { name: 'Connect hot wallet' }))).click();
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await (await shown(page, picker.getByRole('button', { name: /^Account A/ }))).click();
  await (await shown(page, mint(page).getByRole('button', { name: 'Verify with Tokenproof' }))).click();
  const provider = page.getByRole('dialog', { name: 'Tokenproof (mock)' });
  await (await shown(page, provider.getByRole('button', { name: 'Authenticate' }))).click();
  const alert = mint(page).getByRole('alert');
  await runClockUntil(
    page,
    (timeout) => expect(alert).toContainText('Error occurred while fetching signature.', { timeout }),
    { limit: 10_000 },
  );
  await expect(alert).toContainText('Please provide this info to developers:');
  await expect(alert).toContainText('Mock error');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expectNoViolationsButTheStory(page);
});

test("errorOnMinting: back to MintShare with 'Minting failed. Please try again.', nothing asked of the wallet", async ({
  page,
}) => {
  await reachMintShare(page, { query: '&errorOnMinting' });
  await (await shareButton(page)).click();
  await runUntilVisible(page, mint(page).getByRole('alert').filter({ hasText: 'Minting failed. Please try again.' }), {
    limit: 10_000,
  });
  await expect(approval(page)).toBeHidden();
});

test('errorOnWaitingForMintOf: minted, with the notice that the success could not be confirmed', async ({ page }) => {
  await reachMintShare(page, { query: '&errorOnWaitingForMintOf' });
  await (await shareButton(page)).click();
  await (await approvalButton(page, 'Approve')).click();
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), { limit: 15_000 });
  await expect(
    mint(page).getByText('Transaction has been completed, but an error occurred while trying to confirm the success.'),
  ).toBeVisible();
});

/** The mock chain's transactions (session storage), by hash. */
const mockTransactions = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('storyverse.mock.state.v2') ?? '{}').transactions ?? {});

test('a reload during Minting resumes the wait and mints exactly once', async ({ page }) => {
  await reachMintShare(page);
  await (await shareButton(page)).click();
  await (await approvalButton(page, 'Approve')).click();
  await expect(mint(page).getByRole('link', { name: 'View the transaction' })).toBeVisible();

  await page.reload();
  // Minting takes 5 s of simulated time: the page load's wait runs the clock on by less.
  await runUntilVisible(page, mint(page).getByText('Minting…'), PAGE_LOAD);
  await reconnected(page);
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), { limit: 15_000 });
  await expect(mint(page).getByRole('list', { name: 'Minted' }).getByRole('listitem')).toHaveCount(3);
  expect(Object.keys(await mockTransactions(page))).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('storyverse.pendingMint.v1'))).toBeNull();
});

test('a double click on the mint button asks the wallet once', async ({ page }) => {
  await reachMintShare(page);
  await (await shareButton(page)).dblclick();
  await runUntilVisible(page, approval(page), { limit: 10_000 });
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), { limit: 15_000 });
  expect(Object.keys(await mockTransactions(page))).toHaveLength(1);
});

test('a story-NFT sale (collection, public mint): hot wallet only, no share step, by keyboard alone', async ({
  page,
}) => {
  await installClock(page);
  await page.goto('/chasingshadows');
  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'The Mint is now live!' }), PAGE_LOAD);
  await pressOn(page, mint(page).getByRole('button', { name: 'Log in to mint' }));
  await pressOn(page, await shown(page, mint(page).getByRole('button', { name: 'Connect hot wallet' })));
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await pressOn(page, await shown(page, picker.getByRole('button', { name: /^Account A/ })));

  // No cold wallet: straight to Finalize Mint.
  await expect(mint(page).getByRole('heading', { name: 'Finalize Mint' })).toBeVisible();
  await expect(mint(page).getByRole('button', { name: 'Verify with Tokenproof' })).toHaveCount(0);
  const next = mint(page).getByRole('button', { name: 'NEXT' });
  await runUntilEnabled(page, next, { limit: 10_000 });
  await pressOn(page, next);

  // No share step: NEXT mints.
  await expect(mint(page).getByText('Minting…')).toBeVisible();
  await pressOn(page, await approvalButton(page, 'Approve'));
  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'Congrats! You minted a Collectible Story!' }), {
    limit: 15_000,
  });
  await expect(mint(page).getByRole('list', { name: 'Minted' }).getByRole('listitem')).toHaveCount(3);
  await expectNoViolationsButTheStory(page);
});

test('sharing without a Twitter login: the authorization round trip lands back on the share, handles kept', async ({
  page,
}) => {
  await reachMintShare(page, { twitterLogin: false });
  await expect(mint(page).getByText('Sharing will require Twitter authorization.')).toBeVisible();
  await (await shareButton(page)).click();

  // The mock provider sends the page straight back with the credentials. Nobody presses 'Log in
  // to mint': the page resumes the login, which finds the wallets where they were, and the entry
  // goes on to the share by itself.
  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'Ready to enter Storyverse!' }), {
    limit: 15_000,
  });
  await reconnected(page);
  // The button is enabled once the share has checked the Twitter login: the notice would show by then.
  const share = await shareButton(page);
  await expect(mint(page).getByText('Sharing will require Twitter authorization.')).toHaveCount(0);
  await share.click();
  await (await approvalButton(page, 'Approve')).click();
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), { limit: 15_000 });
});
