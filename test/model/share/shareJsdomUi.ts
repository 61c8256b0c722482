import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain/errors/messages';
import { restorePostRedirectData } from '../../../src/services/social/postRedirectData';
import { SHARE_BUTTON_LABELS, SHARE_TEXTS } from '../../../src/views/share/ShareSection';
import { HOT_WALLET_MISMATCH } from '../../../src/views/wallet/HotWalletMismatch';
import type { AssertedState, UiModel } from '../driver';
import { AUTHORISE_BASE, RETURN_TO, type ShareUi } from './shareJsdomDriver';
import { CREDENTIALS_REFUSED, POST_REDIRECT, PRESHARE_FAILURE } from './shareModel';

/** What each share state shows in jsdom, and how the user presses its buttons. */

const text = (content: string) => screen.queryByText(content);
const shareButton = (ui: ShareUi) =>
  screen.getByRole('button', {
    name: ui.actor.getSnapshot().context.alreadyShared ? SHARE_BUTTON_LABELS.mint : SHARE_BUTTON_LABELS.shareToMint,
  });

function rightWallet(ui: ShareUi): boolean {
  const { connectedWallet, hotWallet } = ui.actor.getSnapshot().context;
  return connectedWallet?.toLowerCase() === hotWallet.toLowerCase();
}

/**
 * Spec sections 4, 5 and 9: the button works only with the hot wallet connected, the viewer
 * loaded 2 s ago (or silent for 15 s), the Twitter login known (unless already shared), and no
 * press under way.
 */
function buttonShouldWork(ui: ShareUi, state: AssertedState): boolean {
  const viewerReady = state.matches('active.viewer.loaded.ready') || state.matches('active.viewer.loadExpired');
  const loginKnown = ui.actor.getSnapshot().context.alreadyShared
    ? true
    : state.matches('active.socialAuth.authorized') || state.matches('active.socialAuth.unauthorized');
  return rightWallet(ui) && viewerReady && loginKnown && state.matches('active.share.ready');
}

/** The catalogue's words the last answer left on screen, or null (spec section 8). */
function expectedProblem(ui: ShareUi): string | null {
  const answer = ui.lastAnswer;
  if (answer?.actorId === 'prepareShare' && answer.error === PRESHARE_FAILURE) return MESSAGES.somethingWentWrong;
  if (answer?.actorId === 'shareStory' && answer.error === CREDENTIALS_REFUSED) {
    return MESSAGES.twitterReauthorizationRequired;
  }
  return null;
}

function expectSharing(ui: ShareUi, call: string) {
  expect(text(MESSAGES.sharingPatience)).toBeInTheDocument();
  expect(shareButton(ui)).toBeDisabled();
  expect(shareButton(ui)).toHaveAttribute('aria-busy', 'true');
  expect(ui.waiting()).toContain(call);
}

export const shareJsdomUi: UiModel<ShareUi> = {
  assertions: {
    'active.socialAuth.idle': (ui) => {
      expect(ui.actor.getSnapshot().context.alreadyShared).toBe(true);
      expect(ui.waiting()).not.toContain('checkTwitterLogin');
      expect(text(MESSAGES.sharingNeedsAuthorization)).toBeNull();
    },
    'active.socialAuth.checking': (ui) => {
      expect(ui.waiting()).toContain('checkTwitterLogin');
      expect(text(MESSAGES.sharingNeedsAuthorization)).toBeNull();
    },
    'active.socialAuth.authorized': () => {
      expect(text(MESSAGES.sharingNeedsAuthorization)).toBeNull();
    },
    'active.socialAuth.unauthorized': (_, state) => {
      if (!state.matches('active.share.sharing')) {
        expect(text(MESSAGES.sharingNeedsAuthorization)).toBeInTheDocument();
      }
    },
    'active.viewer.idle': (ui) => {
      if (rightWallet(ui)) expect(text(SHARE_TEXTS.viewerLoading)).toBeInTheDocument();
    },
    'active.viewer.loading': (ui) => {
      if (rightWallet(ui)) expect(text(SHARE_TEXTS.viewerLoading)).toBeInTheDocument();
    },
    'active.viewer.loadExpired': () => expect(text(SHARE_TEXTS.viewerLoading)).toBeNull(),
    'active.viewer.loaded.settling': () => expect(text(SHARE_TEXTS.viewerLoading)).toBeNull(),
    'active.viewer.loaded.ready': () => expect(text(SHARE_TEXTS.viewerLoading)).toBeNull(),
    'active.share.ready': (ui, state) => {
      const button = shareButton(ui);
      if (buttonShouldWork(ui, state)) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
      expect(button).not.toHaveAttribute('aria-busy');
      expect(text(MESSAGES.sharingPatience)).toBeNull();
      const problem = expectedProblem(ui);
      for (const message of [MESSAGES.somethingWentWrong, MESSAGES.twitterReauthorizationRequired]) {
        if (message === problem) expect(text(message)).toHaveAttribute('role', 'alert');
        else expect(text(message)).toBeNull();
      }
      if (rightWallet(ui)) expect(text(HOT_WALLET_MISMATCH)).toBeNull();
      else {
        expect(text(HOT_WALLET_MISMATCH)).toBeInTheDocument();
        expect(button).toHaveAccessibleDescription(expect.stringContaining(HOT_WALLET_MISMATCH));
      }
    },
    'active.share.authorizing': (ui) => {
      expect(text(SHARE_TEXTS.authorizing)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: SHARE_TEXTS.cancel })).toBeEnabled();
      expect(shareButton(ui)).toBeDisabled();
      expect(ui.redirects.at(-1)).toBe(`${AUTHORISE_BASE}/v1?returnTo=${RETURN_TO}`);
      const saved = new Map(ui.storage);
      const storage = {
        getItem: (key: string) => saved.get(key) ?? null,
        removeItem: (key: string) => void saved.delete(key),
      } as Storage;
      expect(restorePostRedirectData(storage)).toEqual(POST_REDIRECT);
    },
    'active.share.sharing.preparing': (ui) => expectSharing(ui, 'prepareShare'),
    'active.share.sharing.posting': (ui) => expectSharing(ui, 'shareStory'),
    shared: (ui) => {
      const { output, context } = ui.actor.getSnapshot();
      const answer = ui.lastAnswer;
      const expected = context.alreadyShared
        ? null
        : answer?.actorId === 'shareStory' && answer.error === undefined
          ? (answer.output as { source: string }).source
          : 'Error';
      expect(output).toEqual({ source: expected });
      const shares = ui.tracked.filter((event) => event.name === 'Share');
      if (expected === null) expect(shares).toEqual([]);
      else expect(shares.at(-1)).toEqual({ name: 'Share', source: expected, usage: 'mint' });
      if (expected === 'Error') expect(ui.failures.length).toBeGreaterThan(0);
      // Nothing outlives the screen: no call waits and the wallet watcher stopped.
      expect(ui.waiting()).toEqual([]);
      expect(shareButton(ui)).toBeDisabled();
    },
  },
  userActions: {
    'share.share': async (ui) => {
      await ui.user.click(shareButton(ui));
    },
    'share.cancel': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: SHARE_TEXTS.cancel }));
    },
    'share.walletChanged': async (ui, event) => {
      ui.connectWallet((event as unknown as { address: string | null }).address);
    },
  },
};
