import type { PreparedTransaction } from '../mintBackend/mintBackend.types';

/** One event log of a receipt, as the chain reports it. */
export interface ReceiptLog {
  address: string;
  topics: readonly string[];
  data: string;
}

export interface TransactionReceipt {
  /** 1 success, 0 reverted. */
  status: number;
  /** The receipt's logs; the HTTP sale service reads the minted token ids from them when present. */
  logs?: readonly ReceiptLog[];
}

/**
 * How the wait for a receipt ended: mined (status 1 or 0), or the sender sped the transaction up
 * (the same call, repriced, under a new hash: wait for that one). A cancelled or otherwise
 * replaced transaction rejects with TransactionReplacedError.
 */
export type ReceiptOutcome = { kind: 'mined'; receipt: TransactionReceipt } | { kind: 'repriced'; hash: string };

/**
 * The chain a mint is sent to (spec section 7: the prepared transaction is "sent through the
 * wallet bridge"; receipt polling 1 s, up to 600 tries is the bridge's job). HTTP mode: the
 * browser wallet; mock mode: the mock chain behind the approval dialog.
 */
export interface WalletBridge {
  /** Asks the connected wallet to send the transaction; resolves once it is submitted. */
  sendTransaction(tx: PreparedTransaction): Promise<{ hash: string }>;
  waitForReceipt(hash: string, signal?: AbortSignal): Promise<ReceiptOutcome>;
}
