import type { Page } from '@playwright/test';
import { MOCK_SOCIAL_USER } from '../../src/services/mock/mockAccounts';
import { expect, scrollToFooter, test } from './fixtures';
import { pressOn } from './keyboard';
import { expectNoAxeViolations } from './axe';

/**
 * The Character Pass mint on /mayc (in its whitelist mint in mock mode), spec sections 2, 4, 7
 * and 8: the login steps, 'Finalize Mint', share to mint, the mock wallet's approval and the
 * result; and the failures users meet: a denied transaction, the errorOn* triggers, a reload
 * during Minting and a double click.
 */

// Each mint takes the mock's own delays (spec section 9: signing and minting 5 s each).
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

/** From the Mint page through the login steps and MintEntry to MintShare, by keyboard alone. */
async function reachMintShare(page: Page, query = '', twitterLogin = true) {
  await page.goto(`/mayc?${twitterLogin ? `auth=${TWITTER_LOGIN}` : ''}${query}`);
  await expect(mint(page).getByRole('heading', { name: 'The Mint is now live!' })).toBeVisible();
  await expectNoViolationsButTheStory(page);

  await pressOn(page, mint(page).getByRole('button', { name: 'Log in to mint' }));
  await pressOn(page, mint(page).getByRole('button', { name: 'Connect hot wallet' }));
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await pressOn(page, picker.getByRole('button', { name: /^Account A/ }));

  await pressOn(page, mint(page).getByRole('button', { name: 'Verify with Tokenproof' }));
  const provider = page.getByRole('dialog', { name: 'Tokenproof (mock)' });
  await pressOn(page, provider.getByRole('button', { name: 'Authenticate' }));

  await expect(mint(page).getByRole('heading', { name: 'Finalize Mint' })).toBeVisible();
  await expect(mint(page).getByText('Fetching your signature…')).toBeVisible();
  const next = mint(page).getByRole('button', { name: 'NEXT' });
  await expect(next).toBeEnabled({ timeout: 10_000 });
  await expect(mint(page).getByRole('heading', { name: 'Your tokens' })).toBeVisible();
  await expectNoViolationsButTheStory(page);
  await pressOn(page, next);

  await expect(mint(page).getByRole('heading', { name: 'Ready to enter Storyverse!' })).toBeVisible();
}

test('a holder mints a Character Pass from the Mint page by keyboard alone', async ({ page }) => {
  await reachMintShare(page);
  const share = mint(page).getByRole('button', { name: 'SHARE TO MINT!' });
  await expect(share).toBeEnabled({ timeout: 20_000 });
  await expectNoViolationsButTheStory(page);
  await pressOn(page, share);

  await expect(approval(page)).toBeVisible({ timeout: 10_000 });
  await expect(mint(page).getByText('Minting…')).toBeVisible();
  await pressOn(page, approval(page).getByRole('button', { name: 'Approve' }));
  await expect(mint(page).getByRole('link', { name: 'View the transaction' })).toBeVisible();

  await expect(mint(page).getByRole('heading', { name: MINTED })).toBeVisible({ timeout: 15_000 });
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
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });
  await approval(page).getByRole('button', { name: 'Deny' }).click({ timeout: 10_000 });

  const failure = mint(page).getByRole('alert').filter({ hasText: 'Minting failed. Please try again.' });
  await expect(failure).toContainText('The transaction was not approved in your wallet, so nothing was minted.');
  // The footer's mock block tells the last transaction's outcome too.
  await expect((await scrollToFooter(page)).getByText('Last transaction: Denied')).toBeVisible();
  await expectNoViolationsButTheStory(page);

  // Shared once already: the button mints without sharing again.
  await mint(page).getByRole('button', { name: 'MINT!' }).click();
  await approval(page).getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 });
  await expect(mint(page).getByRole('heading', { name: MINTED })).toBeVisible({ timeout: 15_000 });
});

test('closing the approval dialog is a refusal too', async ({ page }) => {
  await reachMintShare(page);
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });
  await expect(approval(page)).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(mint(page).getByRole('alert').filter({ hasText: 'Minting failed. Please try again.' })).toBeVisible();
});

test("errorOnSign: 'Error occurred while fetching signature.' with the reason, and Try again", async ({ page }) => {
  await page.goto(`/mayc?errorOnSign`);
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Choose an account' })
    .getByRole('button', { name: /^Account A/ })
    .click();
  await mint(page).getByRole('button', { name: 'Verify with Tokenproof' }).click();
  await page.getByRole('dialog', { name: 'Tokenproof (mock)' }).getByRole('button', { name: 'Authenticate' }).click();
  const alert = mint(page).getByRole('alert');
  await expect(alert).toContainText('Error occurred while fetching signature.', { timeout: 10_000 });
  await expect(alert).toContainText('Please provide this info to developers:');
  await expect(alert).toContainText('Mock error');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expectNoViolationsButTheStory(page);
});

test("errorOnMinting: back to MintShare with 'Minting failed. Please try again.', nothing asked of the wallet", async ({
  page,
}) => {
  await reachMintShare(page, '&errorOnMinting');
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });
  await expect(mint(page).getByRole('alert').filter({ hasText: 'Minting failed. Please try again.' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(approval(page)).toBeHidden();
});

test('errorOnWaitingForMintOf: minted, with the notice that the success could not be confirmed', async ({ page }) => {
  await reachMintShare(page, '&errorOnWaitingForMintOf');
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });
  await approval(page).getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 });
  await expect(mint(page).getByRole('heading', { name: MINTED })).toBeVisible({ timeout: 15_000 });
  await expect(
    mint(page).getByText('Transaction has been completed, but an error occurred while trying to confirm the success.'),
  ).toBeVisible();
});

/** The mock chain's transactions (session storage), by hash. */
const mockTransactions = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('storyverse.mock.state.v2') ?? '{}').transactions ?? {});

test('a reload during Minting resumes the wait and mints exactly once', async ({ page }) => {
  await reachMintShare(page);
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });
  await approval(page).getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 });
  await expect(mint(page).getByRole('link', { name: 'View the transaction' })).toBeVisible();

  await page.reload();
  await expect(mint(page).getByText('Minting…')).toBeVisible();
  await expect(mint(page).getByRole('heading', { name: MINTED })).toBeVisible({ timeout: 15_000 });
  await expect(mint(page).getByRole('list', { name: 'Minted' }).getByRole('listitem')).toHaveCount(3);
  expect(Object.keys(await mockTransactions(page))).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('storyverse.pendingMint.v1'))).toBeNull();
});

test('a double click on the mint button asks the wallet once', async ({ page }) => {
  await reachMintShare(page);
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).dblclick({ timeout: 20_000 });
  await expect(approval(page)).toBeVisible({ timeout: 10_000 });
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expect(mint(page).getByRole('heading', { name: MINTED })).toBeVisible({ timeout: 15_000 });
  expect(Object.keys(await mockTransactions(page))).toHaveLength(1);
});

test('a story-NFT sale (collection, public mint): hot wallet only, no share step, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/chasingshadows');
  await expect(mint(page).getByRole('heading', { name: 'The Mint is now live!' })).toBeVisible();
  await pressOn(page, mint(page).getByRole('button', { name: 'Log in to mint' }));
  await pressOn(page, mint(page).getByRole('button', { name: 'Connect hot wallet' }));
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await pressOn(page, picker.getByRole('button', { name: /^Account A/ }));

  // No cold wallet: straight to Finalize Mint.
  await expect(mint(page).getByRole('heading', { name: 'Finalize Mint' })).toBeVisible();
  await expect(mint(page).getByRole('button', { name: 'Verify with Tokenproof' })).toHaveCount(0);
  const next = mint(page).getByRole('button', { name: 'NEXT' });
  await expect(next).toBeEnabled({ timeout: 10_000 });
  await pressOn(page, next);

  // No share step: NEXT mints.
  await expect(mint(page).getByText('Minting…')).toBeVisible();
  await pressOn(page, approval(page).getByRole('button', { name: 'Approve' }));
  await expect(mint(page).getByRole('heading', { name: 'Congrats! You minted a Collectible Story!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(mint(page).getByRole('list', { name: 'Minted' }).getByRole('listitem')).toHaveCount(3);
  await expectNoViolationsButTheStory(page);
});

test('sharing without a Twitter login: the authorization round trip comes back to the share, handles kept', async ({
  page,
}) => {
  await reachMintShare(page, '', false);
  await expect(mint(page).getByText('Sharing will require Twitter authorization.')).toBeVisible();
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });

  // The mock provider sends the page straight back with the credentials; the login steps find
  // the wallets where they were, and the entry goes on to the share by itself.
  await expect(mint(page).getByRole('heading', { name: 'The Mint is now live!' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
  await expect(mint(page).getByRole('heading', { name: 'Ready to enter Storyverse!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(mint(page).getByText('Sharing will require Twitter authorization.')).toHaveCount(0);
  await mint(page).getByRole('button', { name: 'SHARE TO MINT!' }).click({ timeout: 20_000 });
  await approval(page).getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 });
  await expect(mint(page).getByRole('heading', { name: MINTED })).toBeVisible({ timeout: 15_000 });
});
