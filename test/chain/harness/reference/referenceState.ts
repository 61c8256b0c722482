/**
 * What the reference backend remembers between calls, as the real services would: the
 * identity-proof sessions, the whitelists, the giveaway entries, the newsletter's subscribers,
 * the Twitter logins and tweets. A test starts from a fresh state (POST /__harness/reset).
 */

/** How the next mint is signed and prepared: one-shot switches a test sets before it mints. */
export interface NextMint {
  /** 'stranger': signed by a key the contract does not trust (reverts at gas estimation). */
  signedBy?: 'signer' | 'stranger';
  /** Seconds from the chain's latest block to the expiry (negative: already expired). Default 600. */
  expiresInSeconds?: number;
  /** A gas limit in the prepared transaction (too low: the transaction reverts on chain). */
  gasLimit?: number;
}

/** What a test may set about the world outside the app (POST /__harness/world). */
export interface WorldSettings {
  /** Twitter accounts the logged-in user does not follow (the follow checks answer false for them). */
  notFollowing?: string[];
  /** Wallets the compliance screening blocks (403). */
  blockedWallets?: string[];
}

export interface TwitterLogin {
  version: 'v1' | 'v1read' | 'v2';
  userId: string;
  userName: string;
  accessToken: string;
  secret: string;
  refreshToken: string;
  /** The access token has expired: calls with it are refused until the client refreshes it. */
  expired?: boolean;
}

export interface ReferenceState {
  next: NextMint;
  world: Required<WorldSettings>;
  /** Identity-proof sessions by nonce: the policy the stand-in widget proved. */
  identitySessions: Map<string, { policyId: string }>;
  /** Whitelisted hot wallets by token type (lowercase), with the story each was given. */
  waitlists: Map<string, Map<string, string>>;
  /** Giveaway entries by campaign. */
  entries: Map<string, { wallet: string; twitter: string | null }[]>;
  subscribers: string[];
  /** Twitter logins by access token. */
  logins: Map<string, TwitterLogin>;
  /** v2 logins waiting in the popup, by pending key: null until the user authorises. */
  pending: Map<string, TwitterLogin | null>;
  tweets: { message: string; storyKey: string; userName: string }[];
  /** Captcha tokens the stand-in widget issued and no entry has spent yet. */
  captchaTokens: Set<string>;
}

/** The Twitter login of the chain suite's launch parameter (SOCIAL_LOGIN_PARAM in chainSetup.ts). */
export const LAUNCH_LOGIN: TwitterLogin = {
  version: 'v1',
  userId: '4242',
  userName: 'chain_tester',
  accessToken: 'token',
  secret: 'secret',
  refreshToken: '',
};

export function freshState(): ReferenceState {
  return {
    next: {},
    world: { notFollowing: [], blockedWallets: [] },
    identitySessions: new Map(),
    waitlists: new Map(),
    entries: new Map(),
    subscribers: [],
    logins: new Map([[LAUNCH_LOGIN.accessToken, LAUNCH_LOGIN]]),
    pending: new Map(),
    tweets: [],
    captchaTokens: new Set(),
  };
}

/** What a test reads of the state (GET /__harness/state): what the services kept for the visitor. */
export interface KeptRecords {
  subscribers: ReferenceState['subscribers'];
  tweets: ReferenceState['tweets'];
  entries: Record<string, { wallet: string; twitter: string | null }[]>;
}

export const keptRecords = (state: ReferenceState): KeptRecords => ({
  subscribers: state.subscribers,
  tweets: state.tweets,
  entries: Object.fromEntries(state.entries),
});
