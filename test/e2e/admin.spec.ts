import type { Page } from '@playwright/test';
import { ADMIN_MESSAGES, mintAboveEligibleMessage, mintAboveSupplyMessage } from '../../src/domain/admin/adminMessages';
import { MOCK_ACCOUNTS } from '../../src/services/mock/mockAccounts';
import { expectNoAxeViolations } from './axe';
import { installClock, runUntilText } from './clock';
import { expect, test } from './fixtures';
import { allowVisits } from './timeLimits';

/**
 * The mock admin area (spec sections 2 to 6) in the browser, on the default (mock) build: the
 * service account's deposits and withdrawals through the prompt, the plot sale's mint and the
 * plot administration, every refusal's exact text, the session storage, and axe. Anonymous
 * visitors and Account A are turned away by wallet.spec.ts ('protected pages').
 */

const [SERVICE, ACCOUNT_A] = MOCK_ACCOUNTS;

const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose an account' });
const region = (page: Page, name: string) => page.getByRole('region', { name });
const detail = (page: Page, section: string, label: string) =>
  region(page, section)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');
const amountField = (page: Page) => region(page, 'Deposit or withdraw').getByLabel('Amount (ETH)');
const transferButton = (page: Page, name: 'Deposit' | 'Withdraw') =>
  region(page, 'Deposit or withdraw').getByRole('button', { name, exact: true });

/** Opens /admin and logs in as `account` through the login page it leads to. */
async function openAdminAs(page: Page, account: { name: string }) {
  await page.goto('/admin');
  await picker(page)
    .getByRole('button', { name: new RegExp(`^${account.name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin');
  await expect(detail(page, 'Your account', 'Balance')).toHaveText('2 ETH');
  await expect(detail(page, 'Sale details', 'Balance')).toHaveText('0.5 ETH');
}

test.describe('the admin area of the service account', () => {
  test('refuses what the rules refuse, then deposits and withdraws after the prompt', async ({ page }) => {
    // /admin, the login it leads to and back, and the reload at the end.
    allowVisits(3);
    await openAdminAs(page, SERVICE!);
    const field = amountField(page);

    // Typed amounts are checked as typed, with the spec's texts; the button stays disabled.
    await field.fill('0');
    await expect(field).toHaveAccessibleDescription(ADMIN_MESSAGES.depositZeroOrLess);
    await expect(transferButton(page, 'Deposit')).toHaveAttribute('aria-disabled', 'true');
    await field.fill('3');
    await expect(field).toHaveAccessibleDescription(ADMIN_MESSAGES.depositAboveBalance);
    await field.fill('0.5');
    await expect(field).toHaveAccessibleDescription(ADMIN_MESSAGES.notLinked);
    await expect(transferButton(page, 'Deposit')).toHaveAttribute('aria-disabled', 'true');

    await region(page, 'Your account').getByRole('button', { name: 'Link wallet' }).click();
    await expect(detail(page, 'Your account', 'Linked')).toHaveText('Yes');
    await expect(transferButton(page, 'Deposit')).toHaveAttribute('aria-disabled', 'false');

    // Cancel sends nothing.
    await transferButton(page, 'Deposit').click();
    const prompt = page.getByRole('dialog', { name: 'Confirm deposit' });
    await expect(prompt).toContainText('Deposit 0.5 ETH from your wallet to Plot sale?');
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(field).toHaveValue('0.5');
    await expect(detail(page, 'Your account', 'Balance')).toHaveText('2 ETH');

    // Confirm sends it: the wallet gives what the sale gets.
    await transferButton(page, 'Deposit').click();
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(region(page, 'Deposit or withdraw').getByRole('status')).toHaveText('Deposited 0.5 ETH.');
    // Focus came back from the prompt to the button, which stays focusable while it cannot act.
    await expect(transferButton(page, 'Deposit')).toBeFocused();
    await expect(detail(page, 'Your account', 'Balance')).toHaveText('1.5 ETH');
    await expect(detail(page, 'Sale details', 'Balance')).toHaveText('1 ETH');
    await expect(field).toHaveValue('');

    await region(page, 'Deposit or withdraw').getByRole('radio', { name: 'Withdraw' }).check();
    await field.fill('1.000000000000000001');
    await expect(field).toHaveAccessibleDescription(ADMIN_MESSAGES.withdrawAboveBalance);
    await field.fill('0.25');
    await transferButton(page, 'Withdraw').click();
    const withdrawal = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(withdrawal).toContainText('Withdraw 0.25 ETH from Plot sale to your wallet?');
    // Escape is a Cancel.
    await page.keyboard.press('Escape');
    await expect(withdrawal).toBeHidden();
    await transferButton(page, 'Withdraw').click();
    await withdrawal.getByRole('button', { name: 'Confirm' }).click();
    await expect(region(page, 'Deposit or withdraw').getByRole('status')).toHaveText('Withdrew 0.25 ETH.');
    await expect(detail(page, 'Your account', 'Balance')).toHaveText('1.75 ETH');
    await expect(detail(page, 'Sale details', 'Balance')).toHaveText('0.75 ETH');

    // The mock keeps its state in session storage: a reload shows the same balances.
    await page.reload();
    await expect(detail(page, 'Your account', 'Balance')).toHaveText('1.75 ETH');
    await expect(detail(page, 'Sale details', 'Balance')).toHaveText('0.75 ETH');
    await expectNoAxeViolations(page);
  });

  test('mints plots within the eligible ones and administers the plot sale', async ({ page }) => {
    // The mint of two plots takes 2 s of mock delay (twice the 500 ms per plot): run on the page clock.
    await installClock(page);
    await openAdminAs(page, SERVICE!);
    await expect(detail(page, 'Plot sale', 'Price per plot')).toHaveText('0.000000000000006 ETH');
    await expect(detail(page, 'Plot sale', 'Remaining supply')).toHaveText('500 of 500');
    await expect(detail(page, 'Your plots', 'Eligible plots')).toHaveText('10');

    const mint = page.getByRole('form', { name: 'Mint plots' });
    const quantity = mint.getByLabel('Number of plots');
    await quantity.fill('0');
    await expect(quantity).toHaveAccessibleDescription(ADMIN_MESSAGES.mintZeroOrLess);
    await quantity.fill('11');
    await expect(quantity).toHaveAccessibleDescription(mintAboveEligibleMessage(11, 10));
    await expect(mint.getByRole('button', { name: 'Mint' })).toHaveAttribute('aria-disabled', 'true');
    await quantity.fill('2');
    await expect(mint.getByText('Total: 0.000000000000012 ETH')).toBeVisible();
    await mint.getByRole('button', { name: 'Mint' }).click();
    await expect(mint.getByRole('button', { name: 'Minting 2 plots…' })).toHaveAttribute('aria-disabled', 'true');
    await runUntilText(page, mint.getByRole('status'), 'Minted plots #1, #2.');
    await expect(detail(page, 'Your plots', 'Eligible plots')).toHaveText('8');
    await expect(detail(page, 'Your plots', 'Plots')).toHaveText('#1, #2');
    await expect(detail(page, 'Plot sale', 'Remaining supply')).toHaveText('498 of 500');
    // The funds show the NFTs too: the sale holds two fewer, the account two more.
    await expect(detail(page, 'Sale details', 'NFTs')).toHaveText('498');
    await expect(detail(page, 'Your account', 'NFTs')).toHaveText('2');

    const eligible = page.getByRole('form', { name: 'Set eligible plots' });
    await eligible.getByLabel('Account').selectOption({ label: ACCOUNT_A!.name });
    await eligible.getByLabel('Eligible plots').fill('-1');
    await eligible.getByRole('button', { name: 'Set eligible' }).click();
    await expect(eligible.getByLabel('Eligible plots')).toHaveAccessibleDescription(ADMIN_MESSAGES.negativeEligible);
    await eligible.getByLabel('Account').selectOption({ label: SERVICE!.name });
    await eligible.getByLabel('Eligible plots').fill('1');
    await eligible.getByRole('button', { name: 'Set eligible' }).click();
    await expect(region(page, 'Plot administration').getByRole('status')).toHaveText('Eligible plots saved.');
    await expect(detail(page, 'Your plots', 'Eligible plots')).toHaveText('1');

    const supply = page.getByRole('form', { name: 'Set remaining supply' });
    await supply.getByLabel('Remaining supply').fill('-5');
    await supply.getByRole('button', { name: 'Set supply' }).click();
    await expect(supply.getByLabel('Remaining supply')).toHaveAccessibleDescription(ADMIN_MESSAGES.negativeSupply);
    await expect(detail(page, 'Plot sale', 'Remaining supply')).toHaveText('498 of 500');
    await supply.getByLabel('Remaining supply').fill('0');
    await supply.getByRole('button', { name: 'Set supply' }).click();
    await expect(region(page, 'Plot administration').getByRole('status')).toHaveText('Remaining supply saved.');
    await expect(detail(page, 'Plot sale', 'Remaining supply')).toHaveText('0 of 2');

    // One plot is eligible but none is left.
    await quantity.fill('1');
    await expect(quantity).toHaveAccessibleDescription(mintAboveSupplyMessage(1, 0));
    await expectNoAxeViolations(page);
  });

  test('malformed mock state in session storage is dropped, never a crash', async ({ page }) => {
    await openAdminAs(page, SERVICE!);
    // Well-formed JSON of the wrong shape: a negative sale balance beside a changed wallet balance.
    await page.evaluate(() => {
      const key = 'storyverse.mock.admin.v1';
      const state = JSON.parse(sessionStorage.getItem(key)!);
      state.admin.balance = '-1';
      for (const user of Object.values(state.users) as { balance: string }[]) user.balance = '7000000000000000000';
      sessionStorage.setItem(key, JSON.stringify(state));
    });
    await page.reload();
    // The whole entry is dropped: the defaults are back, the wallet's 7 ETH with it.
    await expect(detail(page, 'Sale details', 'Balance')).toHaveText('0.5 ETH');
    await expect(detail(page, 'Your account', 'Balance')).toHaveText('2 ETH');
  });
});

test('a logged-in account opens the plot sale over the plot map and mints within its eligible plots', async ({
  page,
}) => {
  // The mint of two plots takes 2 s of mock delay: run on the page clock.
  await installClock(page);
  await page.goto('/maps');
  await expect(page.getByRole('button', { name: 'Plot sale' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await picker(page)
    .getByRole('button', { name: new RegExp(`^${ACCOUNT_A!.name}`) })
    .click();
  await page.getByRole('button', { name: 'Plot sale' }).click();
  const drawer = page.getByRole('complementary', { name: 'Plot sale' });
  await expect(detail(page, 'Your plots', 'Eligible plots')).toHaveText('3');
  await expect(detail(page, 'Plot sale', 'Chain')).toHaveText('Not known');

  const mint = drawer.getByRole('form', { name: 'Mint plots' });
  const quantity = mint.getByLabel('Number of plots');
  await quantity.fill('4');
  await expect(quantity).toHaveAccessibleDescription(mintAboveEligibleMessage(4, 3));
  await expect(mint.getByRole('button', { name: 'Mint' })).toHaveAttribute('aria-disabled', 'true');
  await quantity.fill('2');
  await mint.getByRole('button', { name: 'Mint' }).click();
  await runUntilText(page, mint.getByRole('status'), 'Minted plots #1, #2.');
  await expect(detail(page, 'Your plots', 'Eligible plots')).toHaveText('1');
  await expect(detail(page, 'Plot sale', 'Minted')).toHaveText('2');
  // The administration is the service account's, on /admin only.
  await expect(drawer.getByRole('region', { name: 'Plot administration' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Hide plot sale' }).click();
  await expect(drawer).toBeHidden();
});
