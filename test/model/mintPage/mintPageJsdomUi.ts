import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MintPageSnapshot } from '../../../machines/mintPage';
import { MESSAGES } from '../../../src/domain/errors';
import { pageErrorText } from '../../../src/views/mint/MintScreens';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import { GIVEAWAY_REGISTERED_TEXTS } from '../../../src/views/mint/GiveawayRegistered';
import { GIVEAWAY_TEXTS } from '../../../src/views/mint/GiveawaySection';
import { MINTED_TEXTS } from '../../../src/views/mint/MintedScreen';
import { MINTING_TEXTS } from '../../../src/views/mint/MintingScreen';
import { MINT_ENTRY_TEXTS } from '../../../src/views/mint/MintEntryScreen';
import { MINT_SHARE_TEXTS } from '../../../src/views/mint/MintShareScreen';
import { HOT_WALLET_MISMATCH } from '../../../src/views/wallet/HotWalletMismatch';
import type { UiModel } from '../driver';
import type { MintPageUi } from './mintPageJsdomDriver';
import { tokensTheMintAnswered } from './mintedAnswer';
import { SALE } from './mintPageModel';

/**
 * What each mint page state shows in jsdom (spec section 2's screen texts), and how the visitor
 * causes the page's user events. The screens are their own chunk: the first look waits for them.
 */

export const region = () => screen.getByRole('region', { name: 'Mint' });

/** Waits until the mint region shows `text` (exactly), then returns that element. */
const shows = (text: string) => waitFor(() => within(region()).getByText(text, { exact: true }));

/** The sale header shows on every page of a loaded sale. */
async function expectSaleHeader() {
  await waitFor(() => expect(within(region()).getByRole('heading', { name: SALE.saleHeaderTitle })).toBeVisible());
  expect(within(region()).getByRole('navigation', { name: 'Sale terms' })).toBeInTheDocument();
}

const snapshotOf = (ui: MintPageUi) => ui.mint().getSnapshot() as MintPageSnapshot;

/** The mint region shows `text` under the sale's header. */
export async function expectScreen(text: string) {
  await shows(text);
  await expectSaleHeader();
}

/** The giveaway's success page, with the links to go on with, and whether it says the wallet entered before. */
export async function expectGiveawayRegistered(alreadyEntered: boolean) {
  await waitFor(() => within(region()).getByRole('heading', { name: GIVEAWAY_REGISTERED_TEXTS.heading }));
  const mint = within(region());
  const next = mint.getByRole('navigation', { name: GIVEAWAY_REGISTERED_TEXTS.next });
  expect(within(next).getByRole('link', { name: GIVEAWAY_REGISTERED_TEXTS.foundersPass })).toBeInTheDocument();
  expect(within(next).getByRole('link', { name: 'Register for Chasing Shadows' })).toHaveAttribute(
    'href',
    '/chasingshadows',
  );
  expect(within(next).getByRole('link', { name: GIVEAWAY_REGISTERED_TEXTS.chat })).toBeInTheDocument();
  const told = mint.queryByText(MESSAGES.alreadyEntered);
  if (alreadyEntered) expect(told).toBeInTheDocument();
  else expect(told).toBeNull();
}

export const mintPageJsdomUi: UiModel<MintPageUi> = {
  assertions: {
    Idle: async () => {
      await shows(MINT_TEXTS.loading);
    },
    // After a reset, while the page of the sale's phase is found.
    routingHome: async () => {
      await shows(MINT_TEXTS.loading);
    },
    NoSale: async () => {
      await shows(MINT_TEXTS.noSale);
      expect(within(region()).queryByRole('navigation', { name: 'Sale terms' })).toBeNull();
    },
    Errored: async (ui) => {
      const alert = await waitFor(() => within(region()).getByRole('alert'));
      const error = snapshotOf(ui).context.pageError;
      // A load failure shows the service's own message; the others the catalogue's words.
      const expected =
        ui.lastAnswer?.actorId === 'loadSale' && ui.lastAnswer.error
          ? (ui.lastAnswer.error as Error).message
          : pageErrorText(error);
      expect(alert).toHaveTextContent(expected);
    },
    'phasePages.PreWhitelist': () => expectScreen(MINT_TEXTS.preWhitelist),
    'phasePages.Whitelist': async (ui) => {
      // The form itself is the whitelistForms model's (test/model/whitelistForms.model.test.tsx).
      const { sale, whitelistForm } = snapshotOf(ui).context;
      if (sale?.saleType === 'collection') await expectScreen(GIVEAWAY_TEXTS.title);
      else if (whitelistForm === 'email') {
        await waitFor(() => within(region()).getByRole('form', { name: MINT_TEXTS.whitelistEmail }));
      } else await expectScreen(MINT_TEXTS.whitelist);
      // A failed whitelisting says so above the form (spec section 8).
      const failed = ui.lastAnswer?.actorId === 'addToWhitelist' && ui.lastAnswer.error !== undefined;
      const alerts = within(region())
        .queryAllByRole('alert')
        .map((alert) => alert.textContent);
      if (failed) expect(alerts).toContain(MESSAGES.whitelistingFailed);
      else if (snapshotOf(ui).context.session.checkError === null) {
        expect(alerts).not.toContain(MESSAGES.whitelistingFailed);
      }
    },
    'WhitelistChecking.adding': () => expectScreen(MINT_TEXTS.addingToWhitelist),
    'WhitelistChecking.shown': () => expectScreen(MINT_TEXTS.addingToWhitelist),
    // The result's own stages (the story loading, revealed) are the whitelistResult model's.
    WhitelistChecked: async (ui) => {
      const { session, sale } = snapshotOf(ui).context;
      if (sale?.saleType === 'collection') return expectGiveawayRegistered(session.alreadyEntered);
      const heading =
        session.eligibleAdded > 0
          ? session.storyKey
            ? "We've created an OpenAI story with your Ape!"
            : 'You are now in the whitelist!'
          : session.alreadyEntered || session.eligibleTokens > 0
            ? 'You are already in the whitelist!'
            : 'You are not eligible for the whitelist.';
      await waitFor(() => within(region()).getByRole('heading', { name: heading }));
    },
    'phasePages.WhitelistNoSpots': async () => {
      await expectScreen(MINT_TEXTS.whitelistClosed);
      // The form's screen is a chunk of its own: the first visit of a path run waits for it.
      await waitFor(() => within(region()).getByRole('form', { name: MINT_TEXTS.waitlistSignup }));
    },
    'phasePages.PreMint': async () => {
      await expectScreen(MINT_TEXTS.whitelistClosed);
      // The form's screen is a chunk of its own: the first visit of a path run waits for it.
      await waitFor(() => within(region()).getByRole('form', { name: MINT_TEXTS.waitlistSignup }));
    },
    'phasePages.Mint': () => expectScreen(MINT_TEXTS.mintLive),
    'loggedInPages.MintEntry': () => expectScreen(MINT_TEXTS.finalizeMint),
    'loggedInPages.MintEntry.signing': async () => {
      await shows(MINT_ENTRY_TEXTS.signing);
    },
    'loggedInPages.MintEntry.ready': async (ui) => {
      const form = await waitFor(() => within(region()).getByRole('form', { name: MINT_TEXTS.finalizeMint }));
      const { session, connectedWallet } = snapshotOf(ui).context;
      expect(within(form).getAllByRole('listitem')).toHaveLength(session.signedTokens.length);
      const sameWallet = connectedWallet !== null && connectedWallet === session.hotWallet;
      const next = within(form).getByRole('button', { name: MINT_ENTRY_TEXTS.next });
      if (sameWallet) expect(next).toBeEnabled();
      else expect(next).toBeDisabled();
      // Spec section 5: the mismatch is told with the wallet the mint started with.
      const mismatch = within(form).queryByRole('alert');
      if (sameWallet || session.hotWallet === null) expect(mismatch).toBeNull();
      else expect(mismatch).toHaveTextContent(HOT_WALLET_MISMATCH);
    },
    'loggedInPages.MintShare': async (ui) => {
      await expectScreen(MINT_TEXTS.readyToEnter);
      const failed = snapshotOf(ui).context.session.mintFailure !== null;
      const alerts = within(region())
        .queryAllByRole('alert')
        .map((alert) => alert.textContent ?? '');
      expect(alerts.some((text) => text.includes(MESSAGES.mintingFailed))).toBe(failed);
    },
    'loggedInPages.Minting': () => expectScreen(MINT_TEXTS.minting),
    'loggedInPages.Minting.minting': async () => {
      // The mint's first step waits: the flow has not asked the wallet yet.
      expect(within(region()).queryByText(MINTING_TEXTS.approve)).toBeNull();
    },
    'loggedInPages.Minting.shown': async () => {
      expect(within(region()).queryByText(MINTING_TEXTS.approve)).toBeNull();
    },
    'loggedInPages.Minted': async (ui) => {
      await waitFor(() => within(region()).getByRole('heading', { name: MINT_TEXTS.minted }));
      const nfts = tokensTheMintAnswered(ui.lastAnswer) ?? snapshotOf(ui).context.session.mintedNfts;
      if (nfts.length > 0) {
        const items = within(within(region()).getByRole('list', { name: MINTED_TEXTS.minted })).getAllByRole(
          'listitem',
        );
        expect(items.map((item) => item.textContent)).toEqual(
          nfts.map((nft) => `${SALE.tokenNameSingular} #${nft.id}`),
        );
      }
    },
    'phasePages.MintNoSupply': () => expectScreen(MINT_TEXTS.noSupply),
    PostMint: () => expectScreen(MINT_TEXTS.postMint),
  },
  userActions: {
    'mint.userChanged': async ({ user }, event) => {
      if ((event as unknown as { loggedIn: boolean }).loggedIn) {
        await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Connect Wallet' }));
        const picker = await screen.findByRole('dialog', { name: 'Choose an account' });
        await user.click(within(picker).getByRole('button', { name: /^Account A/ }));
      } else {
        await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Hi, / }));
        await user.click(screen.getByRole('button', { name: 'Log out' }));
      }
    },
    'mint.startMintShare': async (ui, event) => {
      const next = within(region()).queryByRole('button', { name: MINT_ENTRY_TEXTS.next });
      // The page offers NEXT only on MintEntry; elsewhere the event is a session transition a
      // flow sends (spec section 4: 'Unexpected current page'), so it is sent as one.
      if (next && !next.hasAttribute('disabled')) await ui.user.click(next);
      else await act(async () => ui.mint().send(event));
    },
    'mint.back': async ({ user }) => {
      await user.click(within(region()).getByRole('button', { name: MINT_SHARE_TEXTS.back }));
    },
  },
};
