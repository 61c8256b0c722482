import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../src/domain/errors/messages';
import { MINT_TEXTS, pageErrorText } from '../../../src/views/mint/MintScreens';
import { SHARE_YOUR_STORY } from '../../../src/views/mint/WhitelistResult';
import { SIGN_UP_TEXTS } from '../../../src/views/mint/WhitelistSignUpSection';
import type { UiModel } from '../driver';
import type { MintBrowserUi } from './mintBrowserDriver';
import { SALE } from './mintModel';

/** What each mint page state shows in the browser (spec section 2's texts), and the visitor's clicks. */

const region = (page: Page) => page.getByRole('region', { name: 'Mint' });

async function expectScreen(page: Page, text: string) {
  await expect(region(page).getByText(text, { exact: true })).toBeVisible();
  await expect(region(page).getByRole('heading', { name: SALE.saleHeaderTitle, exact: true })).toBeVisible();
  await expect(region(page).getByRole('navigation', { name: 'Sale terms' })).toBeVisible();
}

export const mintBrowserUi: UiModel<MintBrowserUi> = {
  assertions: {
    Idle: async ({ page }) => {
      await expect(region(page).getByText(MINT_TEXTS.loading, { exact: true })).toBeVisible();
    },
    NoSale: async ({ page }) => {
      await expect(region(page).getByText(MINT_TEXTS.noSale, { exact: true })).toBeVisible();
      await expect(region(page).getByRole('navigation', { name: 'Sale terms' })).toHaveCount(0);
    },
    Errored: async (ui) => {
      const { pageError } = await ui.context();
      const answer = ui.lastAnswer;
      const expected =
        answer?.actorId === 'loadSale' && answer.error ? (answer.error as Error).message : pageErrorText(pageError);
      await expect(region(ui.page).getByRole('alert')).toHaveText(expected);
    },
    PreWhitelist: ({ page }) => expectScreen(page, MINT_TEXTS.preWhitelist),
    Whitelist: async ({ page, lastAnswer }) => {
      const failed = lastAnswer?.actorId === 'addToWhitelist' && lastAnswer.error !== undefined;
      await expect(region(page).getByText(MESSAGES.whitelistingFailed)).toHaveCount(failed ? 1 : 0);
    },
    'Whitelist.signUp': async ({ page }) => {
      await expectScreen(page, MINT_TEXTS.whitelist);
      await expect(region(page).getByRole('button', { name: SIGN_UP_TEXTS.submit })).toBeDisabled();
    },
    'Whitelist.emailForm': async ({ page }) => {
      await expect(region(page).getByRole('form', { name: MINT_TEXTS.whitelistEmail })).toBeVisible();
    },
    'Whitelist.signUpFailed': async ({ page }) => {
      await expectScreen(page, MINT_TEXTS.whitelist);
      await expect(region(page).getByRole('button', { name: SIGN_UP_TEXTS.tryAgain })).toBeEnabled();
    },
    'WhitelistChecking.adding': ({ page }) => expectScreen(page, MINT_TEXTS.addingToWhitelist),
    'WhitelistChecking.shown': ({ page }) => expectScreen(page, MINT_TEXTS.addingToWhitelist),
    'WhitelistChecked.withStory': async ({ page }) => {
      const story = "We've created an OpenAI story with your Ape!";
      await expect(region(page).getByRole('heading', { name: story })).toBeVisible();
      await expect(region(page).getByRole('button', { name: SHARE_YOUR_STORY })).toBeVisible();
    },
    'WhitelistChecked.plain': async (ui) => {
      const { session } = await ui.context();
      const heading =
        session.eligibleAdded > 0
          ? 'You are now in the whitelist!'
          : session.alreadyEntered || session.eligibleTokens > 0
            ? 'You are already in the whitelist!'
            : 'You are not eligible for the whitelist.';
      await expect(region(ui.page).getByRole('heading', { name: heading })).toBeVisible();
    },
    WhitelistNoSpots: async ({ page }) => {
      await expectScreen(page, MINT_TEXTS.whitelistClosed);
      await expect(region(page).getByRole('form', { name: MINT_TEXTS.waitlistSignup })).toBeVisible();
    },
    PreMint: async ({ page }) => {
      await expectScreen(page, MINT_TEXTS.whitelistClosed);
      await expect(region(page).getByRole('form', { name: MINT_TEXTS.waitlistSignup })).toBeVisible();
    },
    Mint: ({ page }) => expectScreen(page, MINT_TEXTS.mintLive),
    MintEntry: ({ page }) => expectScreen(page, MINT_TEXTS.finalizeMint),
    MintShare: ({ page }) => expectScreen(page, MINT_TEXTS.readyToEnter),
    Minting: ({ page }) => expectScreen(page, MINT_TEXTS.minting),
    Minted: ({ page }) => expectScreen(page, MINT_TEXTS.minted),
    MintNoSupply: ({ page }) => expectScreen(page, MINT_TEXTS.noSupply),
    PostMint: ({ page }) => expectScreen(page, MINT_TEXTS.postMint),
  },
  userActions: {
    'mint.userChanged': async (ui, event) => {
      const { page } = ui;
      const banner = page.getByRole('banner');
      const loggedIn = (event as unknown as { loggedIn: boolean }).loggedIn;
      if (loggedIn) {
        await banner.getByRole('button', { name: 'Connect Wallet' }).click();
        const picker = page.getByRole('dialog', { name: 'Choose an account' });
        await picker.getByRole('button', { name: /^Account A/ }).click();
      } else {
        await banner.getByRole('button', { name: /^Hi, / }).click();
        await page.getByRole('button', { name: 'Log out' }).click();
      }
      // The wallet takes a moment (the mock's delay): the step is done when the page has heard of it.
      await expect.poll(async () => (await ui.context()).loggedIn).toBe(loggedIn);
    },
    'mint.retrySignUp': async ({ page }) => {
      await region(page).getByRole('button', { name: SIGN_UP_TEXTS.tryAgain }).click();
    },
  },
};
