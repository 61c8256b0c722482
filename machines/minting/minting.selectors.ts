import type { SnapshotFrom } from 'xstate';
import type { mintingMachine } from './minting.machine';

export type MintingSnapshot = SnapshotFrom<typeof mintingMachine>;

/** The wallet request is open: the user approves (or not) in the wallet. */
export const selectAwaitingWallet = (snapshot: MintingSnapshot) =>
  snapshot.matches({ running: { work: 'sending' } }) || snapshot.matches({ running: { work: 'ensuringChain' } });
/** Sent: the hash to show while the receipt is waited for. */
export const selectSentHash = (snapshot: MintingSnapshot) => snapshot.context.hash;
/** Five minutes and still waiting (spec section 9). */
export const selectTakingLong = (snapshot: MintingSnapshot) => snapshot.matches({ running: { progress: 'slow' } });
