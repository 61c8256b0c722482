/** Types of Minting's mint (spec sections 2, 4 and 8). */
import type { MintTransactionInput, MintTransactionOutput } from '../mintTransaction/mintTransaction.types';

/** What the on-chain mint is given: the sale, the wallets, the signed mint or a resumed transaction. */
export type MintStepInput = MintTransactionInput;

export interface MintStepContext {
  mint: MintStepInput;
  /** How the mint ended, once it has. */
  outcome: MintTransactionOutput | null;
}

/** Minted (the tokens, the transaction, a notice), or failed with why. */
export type MintStepOutput = MintTransactionOutput;
