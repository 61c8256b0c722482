/** Types of MintShare's share to mint (spec sections 2, 4 and 8). */
import type { ShareInput, ShareOutput } from '../share/share.types';

export interface ShareToMintInput {
  /** MintEntry signed the mint: without its signature there is nothing to share for. */
  signed: boolean;
  /** What the share is given: the story, the wallets, whether it was shared before, the handles. */
  share: ShareInput;
}

export interface ShareToMintContext extends ShareToMintInput {
  /** The share's end, once it has one. */
  shared: ShareOutput | null;
}

export type ShareToMintEvent =
  /** 'Try again' after the share stopped or its code did not load. */
  { type: 'shareToMint.retry' };

/** How the share went out (or that it had gone before): the mint page starts the mint with it. */
export type ShareToMintOutput = ShareOutput;
