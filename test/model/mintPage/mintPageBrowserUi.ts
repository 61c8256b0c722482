import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../../src/domain/errors/messages';
import { pageErrorText } from '../../../src/views/mint/MintScreens';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import { GIVEAWAY_REGISTERED_TEXTS } from '../../../src/views/mint/GiveawayRegistered';
import { GIVEAWAY_TEXTS } from '../../../src/views/mint/GiveawaySection';
import { MINT_ENTRY_TEXTS } from '../../../src/views/mint/MintEntryScreen';
import { MINTED_TEXTS } from '../../../src/views/mint/MintedScreen';
import { MINTING_TEXTS } from '../../../src/views/mint/MintingScreen';
import { MINT_SHARE_TEXTS } from '../../../src/views/mint/MintShareScreen';
import type { MintPathsHandle } from '../../e2e/harness/mintPageHarness';
import type { UiModel } from '../driver';
import type { MintBrowserUi } from './mintPageBrowserDriver';
import { tokensTheMintAnswered } from './mintedAnswer';
import { SALE } from './mintPageModel';

declare const mintPaths: MintPathsHandle;

/** What each mint page state shows in the browser (spec section 2's texts), and the visitor's clicks. */

const region = (page: Page) => page.getByRole('region', { name: 'Mint' });

async function expectScreen(page: Page, text: string) {
  await expect(region(page).getByText(text, { exact: true })).toBeVisible();
  await expect(region(page).getByRole('heading', { name: SALE.saleHeaderTitle, exact: true })).toBeVisible();
  await expect(region(page).getByRole('navigation', { name: 'Sale terms' })).toBeVisible();
}

export const mintPageBrowserUi: UiModel<MintBrowserUi> = {
  assertions: {
    Idle: async ({ page }) => {
      await expect(region(page).getByText(MINT_TEXTS.loading, { exact: true })).toBeVisible();
    },
    // After a reset, while the page of the sale's phase is found.
    routingHome: async ({ page }) => {
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
    'phasePages.PreWhitelist': ({ page }) => expectScreen(page, MINT_TEXTS.preWhitelist),
    'phasePages.Whitelist': async (ui) => {
      const { page, lastAnswer } = ui;
      const { sale, whitelistForm } = await ui.context();
      if (sale?.saleType === 'collection') await expectScreen(page, GIVEAWAY_TEXTS.title);
      else if (whitelistForm === 'email') {
        await expect(region(page).getByRole('form', { name: MINT_TEXTS.whitelistEmail })).toBeVisible();
      } else await expectScreen(page, MINT_TEXTS.whitelist);
      const failed = lastAnswer?.actorId === 'addToWhitelist' && lastAnswer.error !== undefined;
      await expect(region(page).getByText(MESSAGES.whitelistingFailed)).toHaveCount(failed ? 1 : 0);
    },
    'WhitelistChecking.adding': ({ page }) => expectScreen(page, MINT_TEXTS.addingToWhitelist),
    'WhitelistChecking.shown': ({ page }) => expectScreen(page, MINT_TEXTS.addingToWhitelist),
    WhitelistChecked: async (ui) => {
      const { session, sale } = await ui.context();
      if (sale?.saleType === 'collection') {
        await expect(region(ui.page).getByRole('heading', { name: GIVEAWAY_REGISTERED_TEXTS.heading })).toBeVisible();
        const next = region(ui.page).getByRole('navigation', { name: GIVEAWAY_REGISTERED_TEXTS.next });
        await expect(next.getByRole('link', { name: 'Register for Chasing Shadows' })).toHaveAttribute(
          'href',
          '/chasingshadows',
        );
        await expect(region(ui.page).getByText(MESSAGES.alreadyEntered)).toHaveCount(session.alreadyEntered ? 1 : 0);
        return;
      }
      const heading =
        session.eligibleAdded > 0
          ? session.storyKey
            ? "We've created an OpenAI story with your Ape!"
            : 'You are now in the whitelist!'
          : session.alreadyEntered || session.eligibleTokens > 0
            ? 'You are already in the whitelist!'
            : 'You are not eligible for the whitelist.';
      await expect(region(ui.page).getByRole('heading', { name: heading })).toBeVisible();
    },
    'phasePages.WhitelistNoSpots': async ({ page }) => {
      await expectScreen(page, MINT_TEXTS.whitelistClosed);
      await expect(region(page).getByRole('form', { name: MINT_TEXTS.waitlistSignup })).toBeVisible();
    },
    'phasePages.PreMint': async ({ page }) => {
      await expectScreen(page, MINT_TEXTS.whitelistClosed);
      await expect(region(page).getByRole('form', { name: MINT_TEXTS.waitlistSignup })).toBeVisible();
    },
    'phasePages.Mint': ({ page }) => expectScreen(page, MINT_TEXTS.mintLive),
    'loggedInPages.MintEntry': ({ page }) => expectScreen(page, MINT_TEXTS.finalizeMint),
    'loggedInPages.MintEntry.signing': async ({ page }) => {
      await expect(region(page).getByText(MINT_ENTRY_TEXTS.signing)).toBeVisible();
    },
    'loggedInPages.MintEntry.ready': async (ui) => {
      const { session, connectedWallet } = await ui.context();
      const form = region(ui.page).getByRole('form', { name: MINT_TEXTS.finalizeMint });
      await expect(form.getByRole('listitem')).toHaveCount(session.signedTokens.length);
      const next = form.getByRole('button', { name: MINT_ENTRY_TEXTS.next });
      if (connectedWallet !== null && connectedWallet === session.hotWallet) await expect(next).toBeEnabled();
      else await expect(next).toBeDisabled();
    },
    'loggedInPages.MintShare': async (ui) => {
      await expectScreen(ui.page, MINT_TEXTS.readyToEnter);
      const failed = (await ui.context()).session.mintFailure !== null;
      await expect(region(ui.page).getByText(MESSAGES.mintingFailed)).toHaveCount(failed ? 1 : 0);
    },
    'loggedInPages.Minting': ({ page }) => expectScreen(page, MINT_TEXTS.minting),
    'loggedInPages.Minting.minting': async ({ page }) => {
      await expect(region(page).getByText(MINTING_TEXTS.approve)).toHaveCount(0);
    },
    'loggedInPages.Minting.shown': async ({ page }) => {
      await expect(region(page).getByText(MINTING_TEXTS.approve)).toHaveCount(0);
    },
    'loggedInPages.Minted': async (ui) => {
      await expectScreen(ui.page, MINT_TEXTS.minted);
      const nfts = tokensTheMintAnswered(ui.lastAnswer) ?? (await ui.context()).session.mintedNfts;
      if (nfts.length > 0) {
        const list = region(ui.page).getByRole('list', { name: MINTED_TEXTS.minted });
        await expect(list.getByRole('listitem')).toHaveText(nfts.map((nft) => `${SALE.tokenNameSingular} #${nft.id}`));
      }
    },
    'phasePages.MintNoSupply': ({ page }) => expectScreen(page, MINT_TEXTS.noSupply),
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
    'mint.startMintShare': async ({ page }, event) => {
      const next = region(page).getByRole('button', { name: MINT_ENTRY_TEXTS.next });
      // NEXT exists only on MintEntry; elsewhere a flow sends the session transition itself.
      if ((await next.count()) > 0 && (await next.isEnabled())) await next.click();
      else await page.evaluate((sent) => mintPaths.send(sent), event);
    },
    'mint.back': async ({ page }) => {
      await region(page).getByRole('button', { name: MINT_SHARE_TEXTS.back }).click();
    },
  },
};
