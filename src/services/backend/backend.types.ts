import type { SaleType } from '../../domain/sale/sale.types';

/** The main backend: whitelist, mint signing, post-mint notification and thumbnails (spec section 7). */

export interface WhitelistPayload {
  /** The identity-proof nonce of the cold wallet's login. */
  nonce: string;
  hotWallet: string;
}

export interface WhitelistAddResult {
  added: number;
  count: number;
  /** 'address/id' of the story made for the holder, when one was made. */
  storyKey?: string;
}

/** Which signing endpoint: '/mint/{tokenType}/signForMint/{premint}' or the story-NFT one. */
export interface SignForMintRequest {
  tokenType: string;
  saleType: SaleType;
  /** 'premint' during whitelist mint, '' during public mint. */
  premint: 'premint' | '';
  hotWallet: string;
  /** Present when the sale has an identity-proof policy. */
  nonce?: string;
  policyId?: string;
}

export interface SignForMintResponse {
  /** The signed message: cold wallet, hot wallet and two counts. */
  rawMessage: string;
  signature: string;
  storyKey?: string;
  signedTokens: string[];
  nftImages?: Record<string, string>;
}

export interface WaitForMintingRequest {
  tokenType: string;
  txHash: string;
  mintTo: string;
  twitter?: string;
  nonce?: string;
}

export interface BackendService {
  fetchWhitelistRemainingSpots(tokenType: string, signal?: AbortSignal): Promise<number>;
  addToWhitelist(tokenType: string, payload: WhitelistPayload, signal?: AbortSignal): Promise<WhitelistAddResult>;
  signForMint(request: SignForMintRequest, signal?: AbortSignal): Promise<SignForMintResponse>;
  waitForMinting(request: WaitForMintingRequest, signal?: AbortSignal): Promise<void>;
  fetchThumbnails(
    tokenType: string,
    tokenIds: readonly string[],
    signal?: AbortSignal,
  ): Promise<Record<string, string>>;
}
