import type { Sale, SaleType } from '../../domain/sale/sale.types';
import type { SignForMintResponse, WhitelistAddResult, WhitelistPayload } from '../backend/backend.types';
import type { SocialHandles, SubscriptionCheck } from '../marketing/marketing.types';
import type { PreparedTransaction } from '../mintBackend/mintBackend.types';

/**
 * The sale service of spec section 7: what the mint page and giveaway flows call. The mock
 * runs in the browser; the HTTP one composes the backend, mint backend, marketing, social
 * and compliance services.
 */

export interface ColdWalletSignPayload {
  coldWallet: string;
  hotWallet: string;
  nonce: string;
}

/** Story-NFT sales sign with the hot wallet only. */
export interface HotWalletSignPayload {
  hotWallet: string;
}

/** What the mint backend needs to prepare the signature mint's transaction. */
export interface MintPayload {
  rawMessage: string;
  signature: string;
  hotWallet: string;
}

/** Spec section 7, wait for minting: the mined transaction and who it minted for. */
export interface MintedTransaction {
  txHash: string;
  hotWallet: string;
  twitter?: string;
  /** The identity-proof nonce, sent when the sale has a policy. */
  nonce?: string;
}

export interface MintedNft {
  id: string;
  contractAddress: string;
}

export interface SaleService {
  fetchCurrentSale(saleType?: SaleType, signal?: AbortSignal): Promise<Sale | null>;
  /** Raises InvalidSaleIdError for an unknown id. */
  fetchSale(saleId: string, signal?: AbortSignal): Promise<Sale>;
  fetchAllSales(signal?: AbortSignal): Promise<Sale[]>;
  fetchWhitelistRemainingSpots(args: { saleId: string }, signal?: AbortSignal): Promise<number>;
  fetchWhitelistMintRemainingSupply(args: { saleId: string }, signal?: AbortSignal): Promise<number>;
  fetchPublicMintRemainingSupply(args: { saleId: string }, signal?: AbortSignal): Promise<number>;
  addToWhitelist(
    args: { saleId: string; whitelistPayload: WhitelistPayload },
    signal?: AbortSignal,
  ): Promise<WhitelistAddResult>;
  signForMint(
    args: { saleId: string; payload: ColdWalletSignPayload | HotWalletSignPayload },
    signal?: AbortSignal,
  ): Promise<SignForMintResponse>;
  /**
   * Spec section 7, mintWithSignature in steps: the mint chart sends and waits itself (so a reload
   * resumes the wait and nothing is sent twice). This is the first step: the mint backend's
   * signatureMint, the transaction converted for the wallet. Raises PrepareMintError.
   */
  prepareMint(args: { saleId: string; payload: MintPayload }, signal?: AbortSignal): Promise<PreparedTransaction>;
  /** The last step for characterPass sales: tells the backend the mint is being waited on. */
  waitForMintingOf(args: { saleId: string; minted: MintedTransaction }, signal?: AbortSignal): Promise<void>;
  fetchThumbnails(
    args: { saleId: string; tokenIds: readonly string[] },
    signal?: AbortSignal,
  ): Promise<Record<string, string>>;
  fetchNFTContractAddress(args: { saleId: string }, signal?: AbortSignal): Promise<string>;
  subscribeEmail(args: { socialHandles: { email: string } }, signal?: AbortSignal): Promise<boolean>;
  subscribe(
    args: { campaign: string; socialHandles: SocialHandles; captchaToken: string },
    signal?: AbortSignal,
  ): Promise<SocialHandles>;
  isSubscribed(
    args: { campaign: string; walletAddress: string; twitterHandle?: string },
    signal?: AbortSignal,
  ): Promise<SubscriptionCheck>;
  fetchIsFollowingAll(args: { users: readonly string[]; retry: boolean }, signal?: AbortSignal): Promise<boolean>;
  fetchUser(signal?: AbortSignal): Promise<{ username: string }>;
  isLoggedIn(signal?: AbortSignal): Promise<boolean>;
  verifyCreds(signal?: AbortSignal): Promise<{ valid: boolean }>;
  tweetStory(args: { message: string; storyKey: string }, signal?: AbortSignal): Promise<{ tweetId: string }>;
  isWalletAddressSafe(address: string, signal?: AbortSignal): Promise<boolean>;
}
