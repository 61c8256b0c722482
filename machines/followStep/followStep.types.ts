/** Types of the Twitter follow step the whitelist sign-up and the giveaway share (spec sections 2, 4 and 5). */

export interface FollowStepInput {
  /** The Twitter handles the sale requires (followSocials with `required`); none: nothing to do. */
  requiredAccounts: readonly string[];
  /** The sale's marketingCampaign: the follow check looks up whether the wallet already entered. */
  campaign: string | null;
  /** The connected (hot) wallet the follows are checked for; null: connect it first. */
  walletAddress: string | null;
}

export interface FollowStepContext extends FollowStepInput {
  /** The follow verification verified every required account (Subbed). */
  followsVerified: boolean;
  /** The Twitter handle the follow verification looked up. */
  twitterHandle: string | null;
}

/** The step ends only when the follow check finds the wallet already entered in the campaign. */
export interface FollowStepOutput {
  twitterHandle: string | null;
}

export type FollowStepEvent =
  /** After a part of the step stopped: the user starts it again. */
  | { type: 'followStep.retry' }
  /** From the social login's watcher: whether a Twitter account is connected. */
  | { type: 'followStep.socialChanged'; authorized: boolean }
  /** From the follow verification's watcher: whether the follows are verified, and the handle. */
  | { type: 'followStep.followsChanged'; verified: boolean; twitterHandle: string | null }
  /** From the follow verification's watcher: the check found the social login gone (its credentials refused). */
  | { type: 'followStep.socialLoginGone' };
