/** Types of MintEntry's signing (spec sections 3 and 7: sign for mint, then fetchThumbnails). */
import type { MintAndSig } from '../mintTransaction/mintTransaction.types';
import type { ShareStory } from '../share/share.types';

/** Who signs for what: the sale, the mint's wallets and the cold wallet's identity-proof nonce. */
export interface MintEntrySigningInput {
  saleId: string;
  hotWallet: string;
  /** Null for story-NFT sales, which mint with the hot wallet only. */
  coldWallet: string | null;
  nonce: string | null;
}

/** What sign for mint gives MintEntry (spec sections 3 and 7), the images already looked up. */
export interface SignedMint {
  mintAndSig: MintAndSig;
  signedTokens: string[];
  /** The story the mint shares, from the response's storyKey; null without one. */
  story: ShareStory | null;
  nftImageMap: Record<string, string>;
}

export interface MintEntrySigningContext extends MintEntrySigningInput {
  /** The signature, once given; its images grow as fetchThumbnails answers. */
  signed: SignedMint | null;
  /** Sign for mint failed: the catalogue's text (section 8) with the server's reason. */
  error: string | null;
}

export type MintEntrySigningEvent =
  /** 'Try again' under 'Error occurred while fetching signature.'. */
  { type: 'signing.retry' };

/** The signature with every image found: MintEntry keeps it in the mint session. */
export type MintEntrySigningOutput = SignedMint;
