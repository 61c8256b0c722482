import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { followStepMachine } from '../followStep/followStep.machine';
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

/** The identity proof stopped: the section shows the error and a way to start again. */
export const selectSignUpFailed = (snapshot: WhitelistSignUpSnapshot) => snapshot.matches('failed');

/** The parts' own actors, for their views. */
export const selectIdentityProofRef = (snapshot: WhitelistSignUpSnapshot) => snapshot.children.identityProof;
export const selectFollowStepRef = (snapshot: WhitelistSignUpSnapshot) =>
  snapshot.children.followStep as ActorRefFrom<typeof followStepMachine> | undefined;
