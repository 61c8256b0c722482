import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { PendingAuthError } from '../../../src/domain/errors';
import { MESSAGES, pendingAuthMessage } from '../../../src/domain/errors/messages';
import { SOCIAL_CREDENTIAL_KEYS } from '../../../src/services/social/socialCredentialStore';
import { SOCIAL_AUTH_TEXTS } from '../../../src/views/social/SocialAuthSection';
import type { UiModel } from '../driver';
import { AUTHORISE_BASE, RETURN_TO, type SocialAuthUi } from './socialAuthJsdomDriver';
import { PENDING_KEY, TWITTER_USER, V2_CREDENTIALS } from './socialAuthModel';

/** What each social-auth state shows in jsdom, and how the user presses its buttons. */

const button = (name: string) => screen.queryByRole('button', { name });
const alert = () => screen.queryByRole('alert');
const status = () => screen.queryByRole('status');

/** The catalogue's words for the last failure (spec section 8). */
function expectedFailure(ui: SocialAuthUi): string {
  const error = ui.lastAnswer?.error;
  if (error instanceof PendingAuthError && !error.notLoggedIn) return pendingAuthMessage(error.type);
  return MESSAGES.socialAuthRetry;
}

/** The popup login is under way: `popupWindow` runs, with the popup open once the browser opened it. */
function expectWaiting(ui: SocialAuthUi, call: string | null) {
  expect(status()).toHaveTextContent(SOCIAL_AUTH_TEXTS.waiting);
  expect(button(SOCIAL_AUTH_TEXTS.cancel)).toBeEnabled();
  expect(button(SOCIAL_AUTH_TEXTS.connect)).toBeNull();
  // The popup actor runs for as long as the popup login is under way.
  expect(ui.waiting().sort()).toEqual(['popupWindow', ...(call ? [call] : [])].sort());
  // One popup at a time: the newest is open, any earlier one was closed with its login.
  expect(ui.popups.at(-1)?.closed).toBe(false);
  expect(ui.popups.slice(0, -1).every((popup) => popup.closed)).toBe(true);
}

function expectPopupsClosed(ui: SocialAuthUi) {
  expect(ui.popups.every((popup) => popup.closed)).toBe(true);
  expect(ui.waiting()).not.toContain('popupWindow');
}

export const socialAuthJsdomUi: UiModel<SocialAuthUi> = {
  assertions: {
    checking: (ui) => {
      expect(status()).toHaveTextContent(SOCIAL_AUTH_TEXTS.checking);
      expect(ui.waiting()).toEqual(['checkStoredCredentials']);
    },
    'loggedOut.idle': (ui) => {
      expect(button(SOCIAL_AUTH_TEXTS.connect)).toBeEnabled();
      expect(alert()).toBeNull();
      expectPopupsClosed(ui);
    },
    'loggedOut.failed': (ui) => {
      expect(button(SOCIAL_AUTH_TEXTS.connect)).toBeEnabled();
      expect(alert()).toHaveTextContent(expectedFailure(ui), { normalizeWhitespace: false });
      expectPopupsClosed(ui);
    },
    redirecting: (ui) => {
      expect(status()).toHaveTextContent(SOCIAL_AUTH_TEXTS.redirecting);
      expect(ui.redirects).toEqual([`${AUTHORISE_BASE}/v1?returnTo=${RETURN_TO}`]);
      expect(ui.popups).toEqual([]);
    },
    'connecting.opening': (ui) => {
      // window.open was asked for; the browser's answer is the next step (in the app, within the click).
      expect(status()).toHaveTextContent(SOCIAL_AUTH_TEXTS.waiting);
      expect(ui.waiting()).toEqual(['popupWindow']);
      expect(ui.popups.every((popup) => popup.closed)).toBe(true);
    },
    'connecting.registering': (ui) => {
      expectWaiting(ui, 'addToPending');
      expect(ui.popups.at(-1)?.location.href).toBe('about:blank');
    },
    'connecting.polling': (ui) => {
      expectWaiting(ui, 'pollPending');
      expect(ui.popups.at(-1)?.location.href).toContain(`${AUTHORISE_BASE}/v2?`);
      expect(ui.popups.at(-1)?.location.href).toContain(`pendingKey=${PENDING_KEY}`);
    },
    'connecting.pausing': (ui) => expectWaiting(ui, null),
    popupBlocked: (ui) => {
      expect(alert()).toHaveTextContent(SOCIAL_AUTH_TEXTS.popupBlocked);
      expect(button(SOCIAL_AUTH_TEXTS.retry)).toBeEnabled();
      expect(button(SOCIAL_AUTH_TEXTS.cancel)).toBeEnabled();
      expectPopupsClosed(ui);
    },
    loggedIn: (ui) => {
      const { apiVersion } = ui.actor.getSnapshot().context;
      const name =
        apiVersion === 'v2' && ui.lastAnswer?.actorId === 'pollPending' ? V2_CREDENTIALS.twitterUserName : TWITTER_USER;
      expect(screen.getByText(`${SOCIAL_AUTH_TEXTS.connectedAs} @${name}`, { exact: false })).toBeInTheDocument();
      expect(button(SOCIAL_AUTH_TEXTS.disconnect)).toBeEnabled();
      if (ui.lastAnswer?.actorId === 'pollPending') {
        expect(JSON.parse(ui.storage.get(SOCIAL_CREDENTIAL_KEYS.v2) ?? 'null')).toEqual(V2_CREDENTIALS);
      }
      expect(alert()).toBeNull();
    },
  },
  userActions: {
    'socialAuth.login': async ({ user }) => {
      const target = button(SOCIAL_AUTH_TEXTS.connect) ?? button(SOCIAL_AUTH_TEXTS.retry);
      expect(target, "the 'Connect Twitter' or 'Try again' button").not.toBeNull();
      await user.click(target!);
    },
    'socialAuth.logout': async ({ user }) => {
      await user.click(button(SOCIAL_AUTH_TEXTS.disconnect)!);
    },
    'socialAuth.cancel': async ({ user }) => {
      const cancel = button(SOCIAL_AUTH_TEXTS.cancel);
      expect(cancel, "the 'Cancel' button").not.toBeNull();
      await user.click(cancel!);
    },
    'socialAuth.popupOpened': async (ui) => {
      const before = ui.popups.length;
      await ui.answerPopup('opens');
      expect(ui.popups, 'the popup the binding opened').toHaveLength(before + 1);
    },
    'socialAuth.popupBlocked': async (ui) => {
      const before = ui.popups.length;
      await ui.answerPopup('blocks');
      expect(ui.popups, 'no popup when the browser blocks it').toHaveLength(before);
    },
    'socialAuth.popupClosed': async (ui) => {
      const popup = ui.popups.at(-1);
      expect(popup, 'an open popup').toBeDefined();
      popup!.closed = true;
    },
  },
};
