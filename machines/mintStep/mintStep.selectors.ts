import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { mintTransactionMachine } from '../mintTransaction/mintTransaction.machine';
import type { mintStepMachine } from './mintStep.machine';

export type MintStepSnapshot = SnapshotFrom<typeof mintStepMachine>;

/** The on-chain mint (the `mintTransaction` child), or undefined while its code loads. */
export const selectMintTransactionRef = (snapshot: MintStepSnapshot) =>
  snapshot.children.mintTransaction as ActorRefFrom<typeof mintTransactionMachine> | undefined;
