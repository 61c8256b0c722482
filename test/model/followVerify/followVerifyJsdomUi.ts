import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { VERIFY_LABELS } from '../../../src/views/social/FollowVerifySection';
import { followAllAccountsMessage, MESSAGES } from '../../../src/domain/errors';
import { isSocialLoginGone } from '../../../src/domain/socialLoginGone';
import type { UiModel } from '../driver';
import type { FollowVerifyUi, ServiceAnswer } from './followVerifyJsdomDriver';
import { REQUIRED_ACCOUNTS, USERNAME } from './followVerifyModel';

/** What each follow-verification state shows in jsdom, and how the user presses its buttons. */

const LABELS = Object.values(VERIFY_LABELS);
const verifyButton = () => screen.getByRole('button', { name: (name) => LABELS.some((label) => label === name) });
const cancelButton = () => screen.queryByRole('button', { name: 'Cancel' });
const alert = () => screen.queryByRole('alert');

/** The reason the alert must give after the services' last answer (spec sections 5 and 8). */
function expectedReason(answer: ServiceAnswer | null): string {
  if (!answer) throw new Error('no service has answered: nothing can have failed');
  const { actorId, error } = answer;
  if (error !== undefined) {
    // The follow check and the account lookup show the service's message; the subscription
    // check the catalogue's text for that step, whatever the cause.
    if (actorId === 'checkSubscription') return MESSAGES.errorWhileCheckingSubscribed;
    // A follow check that found the login gone says so in the catalogue's words.
    if (actorId === 'checkFollows' && isSocialLoginGone(error)) return MESSAGES.socialAuthRetry;
    return (error as Error).message;
  }
  if (actorId === 'checkFollows') return followAllAccountsMessage(REQUIRED_ACCOUNTS.length);
  if (actorId === 'lookUpSocialUser') return MESSAGES.missingTwitterUsername;
  throw new Error(`the answer of '${actorId}' does not fail a check`);
}

function expectAccountsListed() {
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(REQUIRED_ACCOUNTS.map((account) => `@${account}`));
}

function expectButton(label: string, enabled: boolean) {
  const button = verifyButton();
  expect(button).toHaveAccessibleName(label);
  if (enabled) expect(button).toBeEnabled();
  else expect(button).toBeDisabled();
}

function expectChecking(ui: FollowVerifyUi, call: string) {
  expectButton(VERIFY_LABELS.verifying, false);
  expect(cancelButton()).toBeEnabled();
  expect(alert()).toBeNull();
  expect(ui.waiting()).toEqual([call]);
}

function expectNoCheck() {
  expect(cancelButton()).toBeNull();
}

export const followVerifyJsdomUi: UiModel<FollowVerifyUi> = {
  assertions: {
    idle: () => {
      expectAccountsListed();
      expectButton(VERIFY_LABELS.verify, true);
      expectNoCheck();
      expect(alert()).toBeNull();
    },
    'checking.follows': (ui) => expectChecking(ui, 'checkFollows'),
    'checking.account': (ui) => expectChecking(ui, 'lookUpSocialUser'),
    'checking.subscription': (ui) => expectChecking(ui, 'checkSubscription'),
    'notSubbed.showingResult': (ui) => {
      expectButton(VERIFY_LABELS.notVerified, true);
      expectNoCheck();
      expect(alert()).toHaveTextContent(expectedReason(ui.lastAnswer), { normalizeWhitespace: false });
    },
    'notSubbed.ready': (ui) => {
      expectAccountsListed();
      expectButton(VERIFY_LABELS.verify, true);
      expect(alert()).toHaveTextContent(expectedReason(ui.lastAnswer), { normalizeWhitespace: false });
    },
    'subbed.showingResult': () => {
      expectButton(VERIFY_LABELS.verified, true);
      expectNoCheck();
      expect(alert()).toBeNull();
    },
    'subbed.ready': () => {
      expectButton(VERIFY_LABELS.verify, true);
      expect(alert()).toBeNull();
    },
    alreadySubscribed: (ui) => {
      expectButton(VERIFY_LABELS.verified, false);
      expectNoCheck();
      expect(alert()).toBeNull();
      // The page is told once, with the handle for its entry.
      expect(ui.emitted).toEqual([{ type: 'followVerify.alreadySubscribed', twitterHandle: USERNAME }]);
      expect(ui.actor.getSnapshot().output).toEqual({ alreadySubscribed: true, twitterHandle: USERNAME });
    },
  },
  userActions: {
    'followVerify.verify': async ({ user }) => {
      await user.click(verifyButton());
    },
    'followVerify.cancel': async ({ user }) => {
      const cancel = cancelButton();
      expect(cancel, "the 'Cancel' button").not.toBeNull();
      await user.click(cancel!);
    },
  },
};
