/** Types of the share flow (spec sections 4, 7, 8 and 9: share to mint). */
import type { ShareSource } from '../../src/services/analytics/analytics.types';

export type { ShareSource };

/** The story the holder shares: where the pre-share link and the tweet point. */
export interface ShareStory {
  /** The story's wallet address: GET /preshare/{walletAddress}/{storyId}. */
  walletAddress: string;
  storyId: string;
}

export interface ShareInput {
  story: ShareStory;
  /** The hot wallet the mint started with: the share button needs this wallet connected. */
  hotWallet: string;
  /** The wallet connected now (the watcher keeps it current). */
  connectedWallet: string | null;
  /** The mint session's alreadyMintShared: the button reads 'MINT!' and nothing is shared again. */
  alreadyShared: boolean;
  /** The mint session's e-mail and Twitter handle, kept across the Twitter authorization redirect. */
  postRedirectData: { email: string | null; twitter: string | null };
}

/** What a share answered: the way it went out (the Web Share API, or a tweet through our API). */
export interface ShareResult {
  source: Extract<ShareSource, 'Native' | 'Twitter'>;
}

/** The pre-share viewer link and the text shared with it. */
export interface PreparedShare {
  viewerLink: string;
  message: string;
}

/**
 * Why the last share did not go out; the view shows each in the catalogue's words (spec section
 * 8): 'Twitter reauthorization required.' or 'Something went wrong. Please try again.'.
 */
export type ShareProblem = 'reauthorizationRequired' | 'somethingWentWrong';

export interface ShareContext extends ShareInput {
  /** The link and text of the share under way, once prepared. */
  prepared: PreparedShare | null;
  problem: ShareProblem | null;
  /** How the share ended, once it has: the flow's output. */
  source: ShareOutput['source'];
}

export type ShareEvent =
  /** The user presses 'SHARE TO MINT!' (or 'MINT!'). */
  | { type: 'share.share' }
  /** The user stops waiting for the Twitter authorization redirect. */
  | { type: 'share.cancel' }
  /** The story viewer frame started loading (sent by the page that hosts it). */
  | { type: 'share.viewerLoading' }
  /** The hosted story viewer reported loaded. */
  | { type: 'share.viewerLoaded' }
  /** The connected wallet changed (from the invoked wallet watcher). */
  | { type: 'share.walletChanged'; address: string | null }
  /** Raised inside the flow when the tweet was refused for the stored credentials. */
  | { type: 'share.credentialsRejected' };

/** Where the share ended, for the mint page: minting goes on whatever the source. */
export interface ShareOutput {
  /** The source recorded, or null when the story had already been shared ('MINT!'). */
  source: Extract<ShareSource, 'Native' | 'Twitter' | 'Error'> | null;
}
