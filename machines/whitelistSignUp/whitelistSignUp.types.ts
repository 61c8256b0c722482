/** Types of the whitelist sign-up section of the mint page (spec sections 2, 4 and 5). */
/** The hot wallet's compliance screening as the user flow reports it (null: no wallet). */
export type ScreeningStatus = 'checking' | 'safe' | 'blocked' | 'failed' | null;

export interface WhitelistSignUpInput {
  /** The sale's tokenproofPolicyId: the cold wallet proves ownership under this policy. */
  policyId: string;
  /** The token the holder proves ownership of ('Bored Ape'), for the identity proof's texts. */
  tokenName: string;
  /** The Twitter handles the sale requires (followSocials with `required`); none: no follow step. */
  requiredAccounts: readonly string[];
  /** The sale's marketingCampaign: the follow step looks up whether the wallet already entered. */
  campaign: string | null;
}

/** The cold wallet the identity proof authenticated, and the provider's nonce of that login. */
export interface ColdWallet {
  address: string;
  nonce: string;
}

export interface WhitelistSignUpContext extends WhitelistSignUpInput {
  /** The optional e-mail, as typed. */
  email: string;
  /** The e-mail is empty or looks like an address. */
  emailAcceptable: boolean;
  /** The connected hot wallet (the user flow), or null. */
  hotWallet: string | null;
  /** The hot wallet's compliance screening (spec section 5: 'This wallet is blocked.'). */
  screening: ScreeningStatus;
  /** The authenticated cold wallet, or null. */
  coldWallet: ColdWallet | null;
  /** The follow step verified every required account (Subbed). */
  followsVerified: boolean;
  /** The Twitter handle the follow step looked up, sent with the sign-up. */
  twitterHandle: string | null;
  /** The follow step found the wallet already entered in the campaign. */
  alreadySubscribed: boolean;
}

/** What the sign-up ends with: a check to start, or a wallet that already entered (spec section 4). */
export type WhitelistSignUpOutput =
  | {
      kind: 'check';
      hotWallet: string;
      nonce: string;
      email: string | null;
      twitter: string | null;
    }
  | { kind: 'alreadySubscribed'; twitter: string | null };

export type WhitelistSignUpEvent =
  /** The user edits the e-mail field. */
  | { type: 'signUp.emailChanged'; email: string }
  /** The user presses the sign-up button. */
  | { type: 'signUp.submit' }
  /** After the identity proof stopped: the user starts the section again. */
  | { type: 'signUp.restart' }
  /** From the user flow's watcher: the connected wallet (null: none), on every change. */
  | { type: 'signUp.hotWalletChanged'; address: string | null }
  /** From the user flow's watcher: the hot wallet's screening, on every change. */
  | { type: 'signUp.screeningChanged'; status: ScreeningStatus }
  /** From the identity proof's watcher: the authenticated cold wallet (null: none), on every change. */
  | { type: 'signUp.coldWalletChanged'; coldWallet: ColdWallet | null }
  /** From the follow step's watcher: whether the follows are verified, and the handle. */
  | { type: 'signUp.followsChanged'; verified: boolean; twitterHandle: string | null };
