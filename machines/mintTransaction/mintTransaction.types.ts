/** Types of the on-chain mint (spec sections 4, 7, 8 and 9: Minting). */
import type { MESSAGES } from '../../src/domain/errors/messages';
import type { PreparedTransaction } from '../../src/services/mintBackend/mintBackend.types';
import type { MintedNft } from '../../src/services/sale/saleService.types';
import type { NetworkStatus } from '../user/user.selectors';

export type { MintedNft, PreparedTransaction };

/** The signed mint from sign for mint (spec section 3: mintAndSig). */
export interface MintAndSig {
  rawMessage: string;
  signature: string;
}

export interface MintTransactionInput {
  saleId: string;
  /** characterPass sales tell the backend the mint is being waited on (waitForMintingOf). */
  confirmsMint: boolean;
  hotWallet: string;
  twitter: string | null;
  /** The identity-proof nonce, for the backend's wait for minting. */
  nonce: string | null;
  /** The signed mint; null when only a sent transaction is resumed. */
  mintAndSig: MintAndSig | null;
  /** A transaction sent before a reload: its receipt is waited for, nothing is sent again. */
  pendingHash: string | null;
}

/** How the wait for a receipt ended (the edge reads the minted tokens from the receipt's logs). */
export type ReceiptResult =
  | { kind: 'mined'; status: number; nfts: MintedNft[] }
  /** Sped up in the wallet: the same mint under a new hash. */
  | { kind: 'repriced'; hash: string };

/**
 * Why a mint failed, under 'Minting failed. Please try again.': the user did not approve it in
 * the wallet, the sender cancelled it before it was mined, or anything else.
 */
export type MintFailureReason = 'rejected' | 'cancelled' | 'failed';

/** Spec section 8: the optional message of a mint treated as a success. */
export type MintNotice = Extract<keyof typeof MESSAGES, 'receiptUnverified' | 'waitForMintUnconfirmed'>;

export interface MintTransactionContext extends MintTransactionInput {
  tx: PreparedTransaction | null;
  /** The transaction sent (the replacement's, after a speed-up). */
  hash: string | null;
  nfts: MintedNft[];
  notice: MintNotice | null;
  failure: MintFailureReason | null;
  /** Progress checks made (every 30 s): after 5 minutes the page says it takes long. */
  progressChecks: number;
}

/**
 * Where the user flow (systemId 'user') stands, sent by the `watchNetwork` watcher now and on every
 * change: its network (null while logged out), whether anyone is logged in, and whether it shows a
 * problem (a refused or failed network switch).
 */
export interface MintTransactionNetworkChanged {
  type: 'mintTransaction.networkChanged';
  network: NetworkStatus;
  loggedIn: boolean;
  problem: boolean;
}

export type MintTransactionEvent = MintTransactionNetworkChanged;

export type MintTransactionOutput =
  | { outcome: 'minted'; hash: string | null; nfts: MintedNft[]; notice: MintNotice | null }
  | { outcome: 'failed'; reason: MintFailureReason };
