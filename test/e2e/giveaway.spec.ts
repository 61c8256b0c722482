import type { Page } from '@playwright/test';
import { MOCK_ACCOUNTS, MOCK_SOCIAL_USER, type MockAccount } from '../../src/services/mock/mockAccounts';
import { expect, test } from './fixtures';
import { pressOn } from './keyboard';
import { expectNoAxeViolations } from './axe';
import { installClock, PAGE_LOAD, runClockUntil, runUntilEnabled, runUntilVisible } from './clock';

/**
 * The collection giveaway on /fezlove (a collection sale in its sign-up, mock mode), spec sections
 * 2, 5 and 8: connect the wallet, the Twitter login and the follow check, register (the mock
 * environment bypasses the captcha), the success page and its links; a wallet entered before, and
 * the 409 answer when another wallet enters with the same Twitter account.
 *
 * The mock's delays (spec section 9) pass on Playwright's fake clock, installed before the page
 * loads: where the page waits on them, the test runs the clock on until what it waits for is there.
 */

// Keyboard steps and axe scans on a loaded machine, and the second test registers twice.
test.describe.configure({ timeout: 60_000 });

const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });
const register = (page: Page) => mint(page).getByRole('button', { name: 'Register', exact: true });
const REGISTERED = "Congrats! You're now registered to win a FREE Collectible Story!";
const ACCOUNT_A = MOCK_ACCOUNTS[1]!;
const ACCOUNT_B = MOCK_ACCOUNTS[2]!;

/** Connects `account` through the account picker, then Twitter and the follow check, by keyboard. */
async function connectAndVerify(page: Page, account: MockAccount) {
  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'Register for the giveaway' }), PAGE_LOAD);
  await expect(register(page)).toBeDisabled();
  await expect(mint(page).getByText('Connect your wallet first: the follows are checked for it.')).toBeVisible();

  await pressOn(page, mint(page).getByRole('button', { name: 'Connect wallet' }));
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  const choice = picker.getByRole('button', { name: new RegExp(`^${account.name}`) });
  await runUntilVisible(page, choice);
  await pressOn(page, choice);
  await runUntilVisible(page, mint(page).getByText(`Connected: ${account.address.slice(0, 5)}`));
  await expect(register(page)).toBeDisabled();

  const connectTwitter = mint(page).getByRole('button', { name: 'Connect Twitter' });
  const twitterHandle = mint(page).getByText(`@${MOCK_SOCIAL_USER.twitterUserName}`, { exact: false });
  // The Twitter login is checked after the wallet connects: the branch waits for its answer.
  await runUntilVisible(page, connectTwitter.or(twitterHandle));
  if (await connectTwitter.isVisible()) {
    const popupOpened = page.waitForEvent('popup');
    await pressOn(page, connectTwitter);
    await popupOpened;
  }
  await runUntilVisible(page, twitterHandle);
  await pressOn(page, mint(page).getByRole('button', { name: 'Verify', exact: true }));
}

test('a visitor registers for the giveaway by keyboard alone and is pointed on', async ({ page }) => {
  await installClock(page);
  await page.goto('/fezlove');
  await runUntilVisible(page, register(page), PAGE_LOAD);
  await expectNoAxeViolations(page);
  // Not the whitelist sign-up: no cold wallet in a giveaway.
  await expect(mint(page).getByRole('button', { name: 'Verify with Tokenproof' })).toHaveCount(0);

  await connectAndVerify(page, ACCOUNT_A);
  await runUntilEnabled(page, register(page));
  await expectNoAxeViolations(page);
  await pressOn(page, register(page));
  await expect(mint(page).getByRole('button', { name: 'Registering...' })).toBeDisabled();

  await runUntilVisible(page, mint(page).getByRole('heading', { name: REGISTERED }));
  const next = mint(page).getByRole('navigation', { name: 'What next' });
  await expect(next.getByRole('link', { name: 'Buy a Founders Pass' })).toHaveAttribute(
    'href',
    'https://marketplace.storyverse.example/collection/founders-pass',
  );
  await expect(next.getByRole('link', { name: 'Join our chat community' })).toHaveAttribute(
    'href',
    'https://chat.storyverse.example/invite',
  );
  await expectNoAxeViolations(page);

  // A cross-linked sale is a route of this app.
  await pressOn(page, next.getByRole('link', { name: 'Register for Chasing Shadows' }));
  await expect(page).toHaveURL(/\/chasingshadows$/);
});

test('an entered wallet is told so; another wallet with the same Twitter account gets the 409 lines', async ({
  page,
}) => {
  await installClock(page);
  await page.goto('/fezlove');
  await connectAndVerify(page, ACCOUNT_A);
  await runUntilEnabled(page, register(page));
  await pressOn(page, register(page));
  await runUntilVisible(page, mint(page).getByRole('heading', { name: REGISTERED }));

  // Back on the page, the follow check finds the wallet entered: registered before.
  await page.reload();
  await runUntilVisible(page, mint(page).getByText(`Connected: ${ACCOUNT_A.address.slice(0, 5)}`), PAGE_LOAD);
  await pressOn(page, mint(page).getByRole('button', { name: 'Verify', exact: true }));
  await runUntilVisible(page, mint(page).getByRole('heading', { name: REGISTERED }));
  await expect(mint(page).getByText('This wallet or Twitter account was already entered.')).toBeVisible();

  // Account B, with the same (mock) Twitter account: the raffle refuses it with the 409 lines.
  await page.goto('/logout?r=/fezlove');
  await connectAndVerify(page, ACCOUNT_B);
  await runUntilEnabled(page, register(page));
  await pressOn(page, register(page));
  const refused = mint(page).getByRole('alert');
  await runClockUntil(page, (timeout) =>
    expect(refused).toContainText('This wallet or Twitter account was already entered in this raffle.', { timeout }),
  );
  await expect(refused).toContainText('Raffle: giveaway-fezlove');
  await expect(refused).toContainText(`Wallet: ${ACCOUNT_B.address}`);
  await expect(refused).toContainText(`Twitter: ${MOCK_SOCIAL_USER.twitterUserName}`);
  await expect(mint(page).getByRole('heading', { name: REGISTERED })).toHaveCount(0);
  await expect(register(page)).toBeEnabled();
  await expectNoAxeViolations(page);
});
