/** Types of the identity-proof flow (spec sections 3 and 4: identity proof). */
import type { IdentityProofAccount } from '../../src/domain/identityProof';
import type { MESSAGES } from '../../src/domain/errors/messages';
import type { IdentityProofStatus } from '../../src/services/identityProof/identityProof.types';

export type { IdentityProofAccount, IdentityProofStatus };

export interface IdentityProofInput {
  /** The sale's tokenproofPolicyId unless overridden: sessions of another policy are ignored. */
  policyId: string;
  /** The token the holder proves ownership of ('Bored Ape'), for the need-account text. */
  tokenName: string;
  /** Spec section 4: "on expiry with retry allowed, refetch once from the existing nonce". */
  allowRefresh: boolean;
}

/** What the provider's login gives: a nonce and a status (spec section 7). */
export interface ProviderLoginResult {
  nonce: string;
  status: IdentityProofStatus;
}

/** A verified session: the parsed account and how long it stays valid. */
export interface VerifiedSession {
  account: IdentityProofAccount;
  /** Milliseconds left of the 5 minutes (0 or less: expired). */
  timeLeftMs: number;
}

export interface IdentityProofContext extends IdentityProofInput {
  account: IdentityProofAccount | null;
  timeLeftMs: number;
  /** The nonce of the login under way. */
  nonce: string | null;
  /** The session was refetched since the last login: the next expiry drops it. */
  refreshed: boolean;
  /** The last failure: a key of the message catalogue, shown in its words. */
  problem: IdentityProofProblem | null;
}

/**
 * Spec section 8: 'Error occurred while authenticating', 'tokenproof service: Missing nonce'; and
 * the provider's widget that did not load.
 */
export type IdentityProofProblem = Extract<
  keyof typeof MESSAGES,
  'authenticationFailed' | 'tokenproofMissingNonce' | 'tokenproofUnavailable'
>;

export type IdentityProofEvent =
  /** Start a login; while logged in it returns the existing account unless `force` is set. */
  | { type: 'identityProof.login'; force?: boolean }
  | { type: 'identityProof.logout' }
  /** The user stops waiting for the provider. */
  | { type: 'identityProof.cancel' }
  | { type: 'needAccount.dismissed' };

/** Told to whoever watches the flow (the mint page): the account, on every (re)login. */
export type IdentityProofEmitted = { type: 'identityProof.loggedIn'; account: IdentityProofAccount };
