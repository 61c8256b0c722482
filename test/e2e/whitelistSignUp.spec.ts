import type { Page } from '@playwright/test';
import { MOCK_ACCOUNTS, MOCK_SOCIAL_USER } from '../../src/services/mock/mockAccounts';
import { expect, test } from './fixtures';
import { pressOn, tabTo } from './keyboard';
import { expectNoAxeViolations } from './axe';
import { allowVisits } from './timeLimits';
import { runUntilEnabled, runUntilVisible } from './clock';

/**
 * The whitelist sign-up on /bayc in mock mode (spec sections 2, 4 and 5): the hot wallet through
 * the account picker, the cold wallet through the mock identity-proof dialog, the Twitter login
 * popup and the follow check, then the sign-up and its result, all by keyboard alone.
 */

const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });
const signUpButton = (page: Page) => mint(page).getByRole('button', { name: 'Sign up for the whitelist' });
const ACCOUNT_A = MOCK_ACCOUNTS[1]!;
/**
 * The share button's wait after the story's frame loaded (spec section 9): the page's clock runs it,
 * so the button is seen disabled for all of its 2 s however busy the cores are.
 */
const SHARE_DELAY_MS = 2_000;
/** The whitelist add's 3 s in the mock, run on in steps (it starts once the sign-up's code is there). */
const ADD_WAIT = { limit: 6_000, step: 500, check: 100 };

test('a holder signs up for the whitelist by keyboard alone and sees the result', async ({ page }) => {
  // /bayc, the Twitter login's popup and the story's frame, and the mock's waits in real time.
  allowVisits(3);
  // The clock runs in real time until the sign-up is sent, as a visitor's would (issue 25).
  await page.clock.install();
  await page.goto('/bayc');
  await expect(mint(page).getByRole('heading', { name: 'Whitelist sign-up' })).toBeVisible();
  await expect(signUpButton(page)).toBeDisabled();
  await expect(mint(page).getByText('Connect your hot wallet first: the follows are checked for it.')).toBeVisible();

  // Hot wallet: the account picker.
  await pressOn(page, mint(page).getByRole('button', { name: 'Connect hot wallet' }));
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(picker).toBeVisible();
  await pressOn(page, picker.getByRole('button', { name: /^Account A/ }));
  await expect(mint(page).getByText(`Connected: ${ACCOUNT_A.address.slice(0, 5)}`)).toBeVisible();
  await expect(signUpButton(page)).toBeDisabled();

  // Cold wallet: the mock identity-proof dialog.
  await pressOn(page, mint(page).getByRole('button', { name: 'Verify with Tokenproof' }));
  const provider = page.getByRole('dialog', { name: 'Tokenproof (mock)' });
  await expect(provider).toBeVisible();
  await pressOn(page, provider.getByRole('button', { name: 'Authenticate' }));
  await expect(mint(page).getByText(/^Verified: /)).toBeVisible();
  await expect(signUpButton(page)).toBeDisabled();

  // Twitter: the login popup finishes by itself in mock mode, then the follow check.
  const popupOpened = page.waitForEvent('popup');
  await pressOn(page, mint(page).getByRole('button', { name: 'Connect Twitter' }));
  await popupOpened;
  await expect(mint(page).getByText(`@${MOCK_SOCIAL_USER.twitterUserName}`, { exact: false })).toBeVisible();
  await expect(mint(page).getByRole('list', { name: 'Twitter accounts to follow' })).toContainText('@storyverse');
  await pressOn(page, mint(page).getByRole('button', { name: 'Verify', exact: true }));
  await expect(mint(page).getByRole('button', { name: 'Verified!' })).toBeVisible();
  await expect(signUpButton(page)).toBeEnabled();
  // Every part connected (the Twitter login's own section sits inside the follow step): no violations.
  await expectNoAxeViolations(page);

  // The optional e-mail: a malformed one holds the button back until corrected.
  await tabTo(page, mint(page).getByLabel('Email (optional)'));
  await page.keyboard.type('ape@');
  await expect(mint(page).getByText('Please enter a valid email address.')).toBeVisible();
  await expect(signUpButton(page)).toBeDisabled();
  await page.keyboard.type('example.com');
  await expect(signUpButton(page)).toBeEnabled();

  // From here the test moves the clock: the mock's waits pass when it says, not when a core is free.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await pressOn(page, signUpButton(page));
  await expect(mint(page).getByText('Adding to whitelist...')).toBeVisible();
  await runUntilVisible(
    page,
    mint(page).getByRole('heading', { name: "We've created an OpenAI story with your Ape!" }),
    ADD_WAIT,
  );
  await expect(mint(page).getByText('Success! You have 1 whitelist spot.')).toBeVisible();

  // The story in its frame; its share button waits 2 s after the frame loaded, then works once.
  const share = mint(page).getByRole('button', { name: 'SHARE YOUR STORY!' });
  const frame = mint(page).locator('iframe[title="Your story"]');
  await expect(frame).toHaveAttribute('src', `/view/${ACCOUNT_A.address}/bayc-1`);
  // The frame's load event starts the share button's wait (the element's load follows its page's).
  await (await (await frame.elementHandle())!.contentFrame())!.waitForLoadState('load');
  await expect(share).toBeDisabled();
  await page.clock.runFor(SHARE_DELAY_MS - 1);
  await expect(share).toBeDisabled();
  await runUntilEnabled(page, share, { limit: 1_000, step: 100 });
  // The new tab asks for the tweet intent (the network is off in tests: the request is enough).
  const tweetRequested = page
    .context()
    .waitForEvent('request', (request) => request.url().startsWith('https://twitter.com/intent/tweet'));
  await pressOn(page, share);
  const tweet = await tweetRequested;
  expect(new URL(tweet.url()).searchParams.get('text')).toContain(`/view/${ACCOUNT_A.address}/bayc-1`);
  await expect(share).toBeDisabled();
});

test('the sale video does not play by itself for users who asked for reduced motion, and they can start it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/bayc');
  const video = mint(page).getByLabel('Bored Ape Character Pass video');
  await expect(video).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await mint(page).getByRole('button', { name: 'Play video' }).click();
  await expect(mint(page).getByRole('button', { name: 'Pause video' })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});

test('the sign-up section has no axe violations', async ({ page }) => {
  await page.goto('/bayc');
  await expect(signUpButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
