import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES, needAccountMessage } from '../../../src/domain/errors/messages';
import type { UiModel } from '../driver';
import { ENROLL_LINK, type IdentityProofUi } from './identityProofJsdomDriver';

/** What each identity-proof state shows in the small view, and how a user causes its events. */

const status = () => screen.queryByRole('status');
const button = (name: string) => screen.queryByRole('button', { name });
const needAccountDialog = () => screen.queryByRole('dialog', { name: 'Tokenproof account needed' });

function expectWaiting() {
  expect(status()).toHaveTextContent('Waiting for Tokenproof…');
  expect(button('Cancel')).toBeEnabled();
  expect(button('Verify with Tokenproof')).toBeNull();
}

export const identityProofJsdomUi: UiModel<IdentityProofUi> = {
  assertions: {
    restoring: () => {
      expect(status()).toHaveTextContent('Checking your Tokenproof session…');
    },
    refreshing: () => {
      expect(status()).toHaveTextContent('Checking your Tokenproof session…');
    },
    'loggedOut.idle': () => {
      expect(button('Verify with Tokenproof')).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'loggedOut.failed': ({ actor: flow }) => {
      const alert = screen.getByRole('alert');
      const problem = flow.getSnapshot().context.problem;
      expect([
        MESSAGES.authenticationFailed,
        MESSAGES.tokenproofMissingNonce,
        MESSAGES.tokenproofUnavailable,
      ]).toContain(problem && MESSAGES[problem]);
      expect(alert).toHaveTextContent(MESSAGES[problem!]);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    authenticating: expectWaiting,
    verifying: expectWaiting,
    needAccount: async () => {
      // The dialog is its own chunk: the first time, it appears once the chunk has loaded.
      const dialog = await screen.findByRole('dialog', { name: 'Tokenproof account needed' });
      expect(dialog).toHaveTextContent(needAccountMessage('Bored Ape'));
      expect(within(dialog).getByRole('link', { name: 'Get a Tokenproof account' })).toHaveAttribute(
        'href',
        ENROLL_LINK,
      );
    },
    loggedIn: () => {
      expect(status()).toHaveTextContent('Verified: 0xc01…0001 holds 2 tokens.');
      expect(button('Use another wallet')).toBeEnabled();
      expect(needAccountDialog()).toBeNull();
    },
  },
  userActions: {
    'identityProof.login': async ({ user, actor: flow }, event) => {
      const offered = button('Try again') ?? button('Verify with Tokenproof');
      // While logged in the view offers no login: the mint page asks again (forced or not).
      if (offered) await user.click(offered);
      else flow.send(event as { type: 'identityProof.login'; force?: boolean });
    },
    'identityProof.logout': async ({ user }) => user.click(button('Use another wallet')!),
    'identityProof.cancel': async ({ user }) => user.click(button('Cancel')!),
    'needAccount.dismissed': async ({ user }) =>
      user.click(within(needAccountDialog()!).getByRole('button', { name: 'Close' })),
  },
};
