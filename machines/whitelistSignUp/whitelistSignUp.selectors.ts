import type { SnapshotFrom } from 'xstate';
import type { whitelistSignUpMachine } from './whitelistSignUp.machine';

export type WhitelistSignUpSnapshot = SnapshotFrom<typeof whitelistSignUpMachine>;

/** The sign-up button works (spec section 5): the chart's own rule, through `can`. */
export const selectCanSignUp = (snapshot: WhitelistSignUpSnapshot) => snapshot.can({ type: 'signUp.submit' });

export const selectEmail = (snapshot: WhitelistSignUpSnapshot) => snapshot.context.email;
export const selectHotWallet = (snapshot: WhitelistSignUpSnapshot) => snapshot.context.hotWallet;
export const selectScreening = (snapshot: WhitelistSignUpSnapshot) => snapshot.context.screening;
export const selectColdWallet = (snapshot: WhitelistSignUpSnapshot) => snapshot.context.coldWallet;

/** The entered e-mail does not look like an address (an empty one is fine: it is optional). */
export const selectEmailInvalid = (snapshot: WhitelistSignUpSnapshot) => !snapshot.context.emailAcceptable;

/** Where the follow step stands. */
export type FollowStep = 'notRequired' | 'awaitingWallet' | 'connecting' | 'verifying' | 'failed';

export function selectFollowStep(snapshot: WhitelistSignUpSnapshot): FollowStep {
  if (snapshot.matches({ active: { follows: 'notRequired' } })) return 'notRequired';
  if (snapshot.matches({ active: { follows: { social: 'verifying' } } })) return 'verifying';
  if (snapshot.matches({ active: { follows: 'social' } })) return 'connecting';
  if (snapshot.matches({ active: { follows: 'socialFailed' } })) return 'failed';
  return 'awaitingWallet';
}

export const selectFollowsVerified = (snapshot: WhitelistSignUpSnapshot) => snapshot.context.followsVerified;
export const selectRequiredFollowCount = (snapshot: WhitelistSignUpSnapshot) =>
  snapshot.context.requiredAccounts.length;

/** The identity proof stopped: the section shows the error and a way to start again. */
export const selectSignUpFailed = (snapshot: WhitelistSignUpSnapshot) => snapshot.matches('failed');

/** The parts' own actors, for their views. */
export const selectIdentityProofRef = (snapshot: WhitelistSignUpSnapshot) => snapshot.children.identityProof;
export const selectSocialAuthRef = (snapshot: WhitelistSignUpSnapshot) => snapshot.children.socialAuth;
export const selectFollowVerifyRef = (snapshot: WhitelistSignUpSnapshot) => snapshot.children.followVerify;
