import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { allowVisits } from './timeLimits';

/**
 * The mint page's screens in the browser (mock mode). forcePage opens a screen the sale is not
 * in: one of the five names, or in mock mode any page state by its name (spec section 4).
 */

const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });

/** Spec section 4: a visitor's screens forced by one of the five phase names, or by a page state's name (mock mode). */
const FORCED: Readonly<Record<string, ReadonlyArray<[forcePage: string, text: string]>>> = {
  'the five phase names': [
    ['prewl', 'Pre whitelist'],
    ['wl', 'Whitelist sign-up'],
    ['premint', 'Waitlist Signup'],
    ['mint', 'The Mint is now live!'],
    ['postmint', 'Mint period ended. Sign up for future mints!'],
  ],
  'page states by name': [
    ['WhitelistChecking', 'Adding to whitelist...'],
    ['WhitelistNoSpots', 'Waitlist Signup'],
    ['MintNoSupply', 'No more supply. Sign up for future mints!'],
    ['NoSale', 'There is no active minting right now.'],
  ],
};

/**
 * The screens forced in one page, one step each: the jsdom path suite (test/model/mintPage.model.test.tsx)
 * proves each state's screen; here the browser adds the production build's CSS and axe.
 */
for (const [forced, screens] of Object.entries(FORCED)) {
  test(`a visitor's screens by ${forced}: each shows its text, and axe finds nothing`, async ({ page }) => {
    allowVisits(screens.length);
    for (const [forcePage, text] of screens) {
      await test.step(`forcePage=${forcePage} shows '${text}'`, async () => {
        await page.goto(`/bayc?forcePage=${forcePage}`);
        await expect(mint(page).getByText(text, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("a result, an unknown sale and a visitor's forced logged-in page: each shows its text, and axe finds nothing", async ({
  page,
}) => {
  allowVisits(3);
  await test.step('forcePage=WhitelistChecked shows a result', async () => {
    await page.goto('/bayc?forcePage=WhitelistChecked');
    await expect(mint(page).getByRole('heading', { name: 'You are not eligible for the whitelist.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('an unknown sale id shows \'Invalid sale ID "nope"\'', async () => {
    await page.goto('/mint/nope');
    await expect(mint(page).getByRole('alert')).toHaveText('Invalid sale ID "nope"');
    await expectNoAxeViolations(page);
  });
  await test.step('a page that needs a logged-in user shows the page of the phase to a visitor', async () => {
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

test.describe('phase boundaries on the page clock (spec section 4)', () => {
  const HOUR = 3_600_000;
  const START = new Date('2026-11-23T12:00:00Z');

  test('PreWhitelist turns into Whitelist when the sign-up starts, not before', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto('/foreplay'); // the sign-up opens 2 days after the mock sales were made
    await expect(mint(page).getByText('Pre whitelist', { exact: true })).toBeVisible();
    // Two days less a minute pass as in a throttled tab (each due timer fires once): far from the
    // boundary the page only re-checks; within 604800 ms of it, it schedules the change.
    await page.clock.fastForward('47:59:00');
    await expect(mint(page).getByText('Pre whitelist', { exact: true })).toBeVisible();
    await expect(mint(page).getByRole('timer', { name: 'Time left' })).toHaveText(/^(1 minute )?\d+ seconds?$/);
    await page.clock.runFor('01:05');
    // foreplay is a collection sale: its sign-up is the giveaway.
    await expect(mint(page).getByText('Register for the giveaway', { exact: true })).toBeVisible();
  });

  test('after a sleep of hours, the page shows the phase of now as soon as it wakes', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto('/soundclash'); // between its sign-up and its whitelist mint, which starts in 12 h
    await expect(mint(page).getByText('Waitlist Signup', { exact: true })).toBeVisible();
    // A sleeping laptop: the time jumps and no timer runs in between.
    await page.clock.setSystemTime(START.getTime() + 13 * HOUR);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(mint(page).getByText('The Mint is now live!', { exact: true })).toBeVisible();
  });
});

test("a logged-in holder's screens by forcePage: each shows its text, and axe finds nothing", async ({ page }) => {
  allowVisits(5);
  await page.goto('/mayc');
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Choose an account' })
    .getByRole('button', { name: /^Account A/ })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi, / })).toBeVisible();
  for (const [forcePage, text] of [
    ['MintEntry', 'Finalize Mint'],
    ['MintShare', 'Ready to enter Storyverse!'],
    ['Minting', 'Minting…'],
    ['Minted', 'Congrats! You minted a Character Pass!'],
  ] as const) {
    await test.step(`forcePage=${forcePage} shows '${text}'`, async () => {
      // The session survives the reload: the forced page keeps its logged-in user.
      await page.goto(`/mayc?forcePage=${forcePage}`);
      await expect(mint(page).getByText(text, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
