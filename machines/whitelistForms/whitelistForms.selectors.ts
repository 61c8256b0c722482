import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { emailSignUpMachine } from '../emailSignUp/emailSignUp.machine';
import type { giveawayMachine } from '../giveaway/giveaway.machine';
import type { whitelistSignUpMachine } from '../whitelistSignUp/whitelistSignUp.machine';
import type { whitelistFormsMachine } from './whitelistForms.machine';

export type WhitelistFormsSnapshot = SnapshotFrom<typeof whitelistFormsMachine>;

/**
 * Which form the Whitelist page shows: the e-mail form, the sign-up section, the giveaway, or its
 * failure; 'loading' while the forms' code loads (and once the form has ended).
 */
export function selectForm(snapshot: WhitelistFormsSnapshot): 'email' | 'loading' | 'signUp' | 'giveaway' | 'failed' {
  if (snapshot.matches('emailForm')) return 'email';
  if (snapshot.matches('signUp')) return 'signUp';
  if (snapshot.matches('giveaway')) return 'giveaway';
  if (snapshot.matches('signUpFailed')) return 'failed';
  return 'loading';
}

/** The sign-up section (the `whitelistSignUp` child), or undefined. */
export const selectWhitelistSignUpRef = (snapshot: WhitelistFormsSnapshot) =>
  snapshot.children.whitelistSignUp as ActorRefFrom<typeof whitelistSignUpMachine> | undefined;
/** The giveaway (the `giveaway` child), or undefined. */
export const selectGiveawayRef = (snapshot: WhitelistFormsSnapshot) =>
  snapshot.children.giveaway as ActorRefFrom<typeof giveawayMachine> | undefined;
/** The e-mail form (the `emailSignUp` child), or undefined. */
export const selectFormEmailSignUpRef = (snapshot: WhitelistFormsSnapshot) =>
  snapshot.children.emailSignUp as ActorRefFrom<typeof emailSignUpMachine> | undefined;
