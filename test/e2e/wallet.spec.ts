import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/errors/messages';
import { MOCK_ACCOUNTS } from '../../src/services/mock/mockAccounts';
import { addressOf, expect, pageTitle, scrollToFooter, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

/**
 * The mock user service (the default configuration): log in through the account picker, switch
 * account, log out, the login and logout pages, a protected page, and the mock wallet's
 * transaction approval. Spec sections 2, 4, 6 and 8.
 */

const [SERVICE, ACCOUNT_A, ACCOUNT_B] = MOCK_ACCOUNTS.map((account) => account);

/** 'Hi, 0xa1…000a': first 4 and last 4 characters (spec section 2). */
const greeting = (address: string) => `Hi, ${address.slice(0, 4)}…${address.slice(-4)}`;

const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose an account' });
const approval = (page: Page) => page.getByRole('dialog', { name: 'Approve transaction' });
const connectButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
const greetingButton = (page: Page, address: string) =>
  page.getByRole('banner').getByRole('button', { name: greeting(address) });

async function logInFromHeader(page: Page, account: { name: string; address: string }) {
  await connectButton(page).click();
  await picker(page)
    .getByRole('button', { name: new RegExp(`^${account.name}`) })
    .click();
  await expect(greetingButton(page, account.address)).toBeVisible();
}

test.describe('mock login and logout', () => {
  test('logs in from the header through the picker, survives a reload, and logs out', async ({ page }) => {
    await page.goto('/');
    await connectButton(page).click();

    const dialog = picker(page);
    await expect(dialog).toBeVisible();
    for (const account of [SERVICE, ACCOUNT_A, ACCOUNT_B]) {
      await expect(dialog.getByRole('button', { name: new RegExp(`^${account!.name}`) })).toBeEnabled();
    }
    await dialog.getByRole('button', { name: /^Account A/ }).click();

    await expect(dialog).toBeHidden();
    await expect(greetingButton(page, ACCOUNT_A!.address)).toBeVisible();
    const mockGroup = (await scrollToFooter(page)).getByRole('region', { name: 'Mock' });
    await expect(mockGroup).toContainText('Logged in as Account A');
    await expect(mockGroup).toContainText(/Tokens held: [3-9]|Tokens held: 1[0-2]/);

    // The mock wallet keeps its login in session storage: a reload reconnects silently.
    await page.reload();
    await expect(greetingButton(page, ACCOUNT_A!.address)).toBeVisible();
    await expect(picker(page)).toBeHidden();
    // The footer's Mock group is back after the reload, so that its absence after the logout is
    // the logout's doing, not a footer not yet rendered.
    await expect((await scrollToFooter(page)).getByRole('region', { name: 'Mock' })).toContainText(
      'Logged in as Account A',
    );

    await greetingButton(page, ACCOUNT_A!.address).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(connectButton(page)).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Mock' })).toHaveCount(0);

    await page.reload();
    await expect(connectButton(page)).toBeEnabled();
  });

  test('works by keyboard: open the picker, choose, switch account, and Escape logs out', async ({ page }) => {
    await page.goto('/');
    // Disabled while the silent reconnect asks the wallet, and a disabled button takes no focus.
    await expect(connectButton(page)).toBeEnabled();
    await connectButton(page).focus();
    await page.keyboard.press('Enter');

    const dialog = picker(page);
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const accountB = dialog.getByRole('button', { name: /^Account B/ });
    for (let tab = 0; tab < 5 && !(await accountB.evaluate((element) => element === document.activeElement)); tab++) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await expect(accountB).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(greetingButton(page, ACCOUNT_B!.address)).toBeVisible();

    await greetingButton(page, ACCOUNT_B!.address).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Switch account' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Account A/ }).focus();
    await page.keyboard.press('Enter');
    await expect(greetingButton(page, ACCOUNT_A!.address)).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByRole('region', { name: 'Mock' })).toContainText('Logged in as Account A');

    // Spec section 4: closing the picker logs out.
    await page.getByRole('region', { name: 'Mock' }).getByRole('button', { name: 'Switch account' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connectButton(page)).toBeEnabled();
  });

  test('/login opens the picker by itself and returns to r once logged in', async ({ page }) => {
    await page.goto('/login?r=%2Fabout%23faq');
    await expect(page.getByText(MESSAGES.loginRequired)).toBeVisible();
    await picker(page)
      .getByRole('button', { name: /^Account A/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/about' && url.hash === '#faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  });

  test('/login sends a logged-in user straight on, and refuses to leave the site', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, ACCOUNT_A!);
    await page.goto('/login?r=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(greetingButton(page, ACCOUNT_A!.address)).toBeVisible();
  });

  test("/logout shows 'Logging out...', logs out and goes to r", async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, ACCOUNT_A!);
    // The footer's link carries the current page.
    const footerLink = (await scrollToFooter(page)).getByRole('link', { name: 'Log out' });
    await expect(footerLink).toHaveAttribute('href', '/logout?r=%2F');

    await page.goto('/logout?r=%2Fabout');
    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await expect(page).toHaveTitle(pageTitle('About'));
    await page.goto('/');
    await expect(connectButton(page)).toBeEnabled();
  });
});

test.describe('protected pages (spec section 6)', () => {
  test('/admin sends an anonymous visitor to log in, then shows 401 to an account without permission', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL((url) => addressOf(page) === '/login?r=%2Fadmin' && url.pathname === '/login');
    await picker(page)
      .getByRole('button', { name: /^Account A/ })
      .click();

    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('401');
    await expect(page.getByText(MESSAGES.unauthorized, { exact: true })).toBeVisible();
    const footer = await scrollToFooter(page);
    // The Mock group shows once the footer is live and knows the visitor, as the Admin link would.
    await expect(footer.getByRole('region', { name: 'Mock' })).toContainText('Logged in as Account A');
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('/admin opens for the service account, and the footer links to it in mock mode', async ({ page }) => {
    await page.goto('/admin');
    await picker(page)
      .getByRole('button', { name: /^Service/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin');
    await expect((await scrollToFooter(page)).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});

test.describe('mock transaction approval (spec section 8)', () => {
  test('Approve, Deny and closing each answer the request', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, ACCOUNT_A!);
    const mockGroup = (await scrollToFooter(page)).getByRole('region', { name: 'Mock' });
    const send = mockGroup.getByRole('button', { name: 'Send a test transaction' });

    await send.click();
    await expect(approval(page)).toContainText('Mint 1 token of the test sale to 0xa11…000a?');
    await approval(page).getByRole('button', { name: 'Approve' }).click();
    await expect(approval(page)).toBeHidden();
    await expect(mockGroup.getByRole('status')).toHaveText('Last transaction: Approved');

    await send.click();
    await approval(page).getByRole('button', { name: 'Deny' }).click();
    await expect(mockGroup.getByRole('status')).toHaveText(`Last transaction: ${MESSAGES.deniedTransaction}`);

    await send.click();
    await approval(page).getByRole('button', { name: 'Close' }).click();
    await expect(mockGroup.getByRole('status')).toHaveText(`Last transaction: ${MESSAGES.closedTransaction}`);

    // Escape closes the dialog too, and focus returns to what opened it.
    await send.click();
    await expect(approval(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(approval(page)).toBeHidden();
    await expect(mockGroup.getByRole('status')).toHaveText(`Last transaction: ${MESSAGES.closedTransaction}`);
    await expect(send).toBeFocused();
  });
});

test.describe('accessibility of the wallet dialogs (axe)', () => {
  test('the account picker has no axe violations', async ({ page }) => {
    await page.goto('/');
    await connectButton(page).click();
    await expect(picker(page)).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });

  test('the approval dialog has no axe violations', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, ACCOUNT_A!);
    await (await scrollToFooter(page)).getByRole('button', { name: 'Send a test transaction' }).click();
    await expect(approval(page)).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });
});
