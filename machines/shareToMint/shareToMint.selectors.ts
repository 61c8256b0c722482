import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { shareMachine } from '../share/share.machine';
import type { shareToMintMachine } from './shareToMint.machine';

export type ShareToMintSnapshot = SnapshotFrom<typeof shareToMintMachine>;

/** Where the share stands: its code loading, under way, no mint data, or stopped. */
export function selectShareStage(snapshot: ShareToMintSnapshot): 'loading' | 'sharing' | 'missingData' | 'shareFailed' {
  if (snapshot.matches('missingData')) return 'missingData';
  if (snapshot.matches('shareFailed')) return 'shareFailed';
  if (snapshot.matches('sharing') || snapshot.matches('shared')) return 'sharing';
  return 'loading';
}

/** The share (the `share` child), or undefined. */
export const selectShareRef = (snapshot: ShareToMintSnapshot) =>
  snapshot.children.share as ActorRefFrom<typeof shareMachine> | undefined;
