/** Types of the Whitelist page's forms (spec sections 2 and 4). */
import type { GiveawayOutput } from '../giveaway/giveaway.types';
import type { WhitelistSignUpInput, WhitelistSignUpOutput } from '../whitelistSignUp/whitelistSignUp.types';

/**
 * Which form the page shows (spec section 2): the e-mail form when the configuration says so, the
 * giveaway on a collection sale, else the sign-up section.
 */
export type WhitelistFormKind = 'email' | 'giveaway' | 'signUp';

/** The form, and what the sign-up section and the giveaway are given (the giveaway takes its part). */
export interface WhitelistFormsInput extends WhitelistSignUpInput {
  form: WhitelistFormKind;
}

/** How the form ended: the sign-up section's end (a check, or already signed up) or the giveaway's. */
export type WhitelistFormsOutput = WhitelistSignUpOutput | GiveawayOutput;

export interface WhitelistFormsContext extends WhitelistFormsInput {
  /** The form's end, once it has one. */
  result: WhitelistFormsOutput | null;
}

export type WhitelistFormsEvent =
  /** 'Try again' after the form stopped or its code did not load. */
  { type: 'whitelistForms.retry' };
