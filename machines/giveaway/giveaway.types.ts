/** Types of the collection giveaway registration on the mint page (spec sections 2, 4, 5 and 8). */
import type { ScreeningStatus } from '../whitelistSignUp/whitelistSignUp.types';

export type { ScreeningStatus };

export interface GiveawayInput {
  /** The sale's marketingCampaign: the raffle the wallet enters. */
  campaign: string | null;
  /** The Twitter handles the sale requires (followSocials with `required`); none: no follow step. */
  requiredAccounts: readonly string[];
}

/** HTTP 409: the wallet or the Twitter account already entered this raffle (spec section 8). */
export interface RaffleDuplicate {
  raffle: string;
  wallet: string;
  twitter: string;
}

export type RaffleDuplicateAnswer = { kind: 'duplicate'; duplicate: RaffleDuplicate };

/** The campaign refused the handles (a 400): 'Invalid social handles. Please correct and try again.' */
export type InvalidHandlesAnswer = { kind: 'invalidHandles' };

/** What the entry call answered: entered, or an answer the user can act on (the 409 duplicate, refused handles). */
export type GiveawayEntryResult = { kind: 'entered' } | RaffleDuplicateAnswer | InvalidHandlesAnswer;

/** Why the last entry did not go through: the 409 with its lines, refused handles, or any other failure. */
export type GiveawayEntryError = RaffleDuplicateAnswer | InvalidHandlesAnswer | { kind: 'failed' };

export interface GiveawayEntryInput {
  campaign: string;
  hotWallet: string;
  twitterHandle: string | null;
  /** The solved captcha's token; in the mock environment, which bypasses the captcha, empty. */
  captchaToken: string;
}

export interface GiveawayContext extends GiveawayInput {
  /** The connected (hot) wallet, or null. */
  hotWallet: string | null;
  /** The hot wallet's compliance screening (spec section 5: 'This wallet is blocked.'). */
  screening: ScreeningStatus;
  /** The follow step verified every required account (Subbed). */
  followsVerified: boolean;
  /** The Twitter handle the follow step looked up, entered with the wallet. */
  twitterHandle: string | null;
  /** The solved captcha's token; null until solved, and again once spent or expired. */
  captchaToken: string | null;
  /** Counts the captchas spent or expired: the view renders a fresh widget for each. */
  captchaRound: number;
  /** The last entry's failure, shown above the button until the next try or another wallet. */
  entryError: GiveawayEntryError | null;
  /** The follow step found the wallet already entered in the campaign. */
  alreadyEntered: boolean;
}

/** How the registration ended: entered now, or found entered before. */
export interface GiveawayOutput {
  kind: 'registered' | 'alreadyEntered';
  twitter: string | null;
}

export type GiveawayEvent =
  /** The user presses the register button. */
  | { type: 'giveaway.submit' }
  /** The captcha widget was solved. */
  | { type: 'giveaway.captchaSolved'; token: string }
  /** The captcha widget's solution expired. */
  | { type: 'giveaway.captchaExpired' }
  /** The captcha widget could not load or failed. */
  | { type: 'giveaway.captchaFailed' }
  /** After the captcha failed: the user loads it again. */
  | { type: 'giveaway.retryCaptcha' }
  /** After the wallet watcher stopped: the user starts the registration again. */
  | { type: 'giveaway.restart' }
  /** From the user flow's watcher: the connected wallet (null: none), on every change. */
  | { type: 'giveaway.hotWalletChanged'; address: string | null }
  /** From the user flow's watcher: the hot wallet's screening, on every change. */
  | { type: 'giveaway.screeningChanged'; status: ScreeningStatus }
  /** From the follow step's watcher: whether the follows are verified, and the handle. */
  | { type: 'giveaway.followsChanged'; verified: boolean; twitterHandle: string | null };
