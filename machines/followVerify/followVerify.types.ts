/** Types of the social follow verification (spec sections 4, 5 and 8: social follow verification). */
import type { SubscriptionCheck } from '../../src/services/marketing/marketing.types';

export type { SubscriptionCheck };

export interface FollowVerifyInput {
  /**
   * The Twitter handles the sale requires (its followSocials with `required` and type twitter).
   * 'Follow all N Twitter accounts to register.' counts these.
   */
  requiredAccounts: readonly string[];
  /** The sale's marketingCampaign: with the wallet, what the subscription check asks about. */
  campaign: string | null;
  /** The connected (hot) wallet. */
  walletAddress: string | null;
}

/**
 * Why the last check did not verify. The view shows each in the catalogue's words (spec
 * sections 5 and 8); the chart only names the reason.
 */
export type FollowVerifyProblem =
  /** 'Follow all N Twitter accounts to register.', N the number of required accounts. */
  | { kind: 'notFollowing'; count: number }
  /** 'Missing twitter username from fetchUser': the social account lookup named nobody. */
  | { kind: 'missingUsername' }
  /** 'Error occurred while checking if subscribed'. */
  | { kind: 'subscriptionCheckFailed' }
  /** The follow check or the account lookup failed: the service's own message (may be empty). */
  | { kind: 'failed'; message: string }
  /**
   * 'Auth error. Please try again.': the social login is gone (its credentials were refused), so
   * the follow step connects the account again.
   */
  | { kind: 'loginGone' };

export interface FollowVerifyContext extends FollowVerifyInput {
  /** The social account's username (fetchUser), once looked up: the twitterHandle of the entry. */
  twitterHandle: string | null;
  /** Why the last check did not verify; null before a check and after a verified one. */
  problem: FollowVerifyProblem | null;
}

export type FollowVerifyEvent =
  /** The user presses the verify button (the first time, or again after a result). */
  | { type: 'followVerify.verify' }
  /** The user stops waiting for the check. */
  | { type: 'followVerify.cancel' };

/**
 * Told to whoever watches the flow: the wallet already entered this campaign, so the page goes
 * straight to WhitelistChecked (spec section 4).
 */
export type FollowVerifyEmitted = { type: 'followVerify.alreadySubscribed'; twitterHandle: string | null };

/** The machine's output when it ends: it ends only when the wallet is already subscribed. */
export interface FollowVerifyOutput {
  alreadySubscribed: true;
  twitterHandle: string | null;
}
