import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The mint page's screens in the browser (mock mode). forcePage opens a screen the sale is not
 * in: one of the five names, or in mock mode any page state by its name (spec section 4).
 */

const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const FORCED: ReadonlyArray<[string, string]> = [
  ['prewl', 'Pre whitelist'],
  ['wl', 'Whitelist sign-up'],
  ['premint', 'Waitlist Signup'],
  ['mint', 'The Mint is now live!'],
  ['postmint', 'Mint period ended. Sign up for future mints!'],
  ['WhitelistChecking', 'Adding to whitelist...'],
  ['WhitelistNoSpots', 'Waitlist Signup'],
  ['MintNoSupply', 'No more supply. Sign up for future mints!'],
  ['NoSale', 'There is no active minting right now.'],
];

test.describe('the mint page by forcePage', () => {
  for (const [forcePage, text] of FORCED) {
    test(`forcePage=${forcePage} shows '${text}', and axe finds nothing`, async ({ page }) => {
      await page.goto(`/bayc?forcePage=${forcePage}`);
      await expect(mint(page).getByText(text, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a page that needs a logged-in user shows the page of the phase to a visitor', async ({ page }) => {
    await page.goto('/mayc?forcePage=MintShare');
    await expect(mint(page).getByText('The Mint is now live!', { exact: true })).toBeVisible();
  });
});

test('the PreWhitelist countdown ticks every second', async ({ page }) => {
  await page.clock.install();
  await page.goto('/foreplay');
  const timer = mint(page).getByRole('timer', { name: 'Time left' });
  await expect(timer).toBeVisible();
  const before = await timer.textContent();
  await page.clock.runFor(1_000);
  await expect(timer).not.toHaveText(before ?? '');
});

test('the waitlist form signs up by keyboard alone', async ({ page }) => {
  await page.goto('/soundclash');
  const form = mint(page).getByRole('form', { name: 'Waitlist Signup' });
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await form.getByLabel('Email').focus();
  await page.keyboard.type('ape@example.com');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('SUCCESS!');
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
