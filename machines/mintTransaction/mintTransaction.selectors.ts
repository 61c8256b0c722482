import type { SnapshotFrom } from 'xstate';
import type { mintTransactionMachine } from './mintTransaction.machine';

export type MintTransactionSnapshot = SnapshotFrom<typeof mintTransactionMachine>;

/** The wallet request is open: the user approves (or not) in the wallet. */
export const selectAwaitingWallet = (snapshot: MintTransactionSnapshot) =>
  snapshot.matches({ running: { work: 'sending' } }) || snapshot.matches({ running: { work: 'ensuringChain' } });
/** Sent: the hash to show while the receipt is waited for. */
export const selectSentHash = (snapshot: MintTransactionSnapshot) => snapshot.context.hash;
/** Five minutes and still waiting (spec section 9). */
export const selectTakingLong = (snapshot: MintTransactionSnapshot) =>
  snapshot.matches({ running: { progress: 'slow' } });
