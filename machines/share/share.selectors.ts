import type { SnapshotFrom } from 'xstate';
import { sameAddress } from '../../src/domain/address';
import type { shareMachine } from './share.machine';

export type ShareSnapshot = SnapshotFrom<typeof shareMachine>;

/** The button's label (spec section 4): 'SHARE TO MINT!', or 'MINT!' when already shared. */
export type ShareButtonLabel = 'shareToMint' | 'mint';

export const selectShareButtonLabel = (snapshot: ShareSnapshot): ShareButtonLabel =>
  snapshot.context.alreadyShared ? 'mint' : 'shareToMint';

/**
 * Whether pressing the button does something now: the right wallet, the viewer ready, the login
 * known, and no press under way (disabled after one click).
 */
export const selectCanShare = (snapshot: ShareSnapshot) => snapshot.can({ type: 'share.share' });

/** A press is under way: the share itself, or the redirect to Twitter. */
export const selectShareBusy = (snapshot: ShareSnapshot) =>
  snapshot.matches({ active: { share: 'sharing' } }) || snapshot.matches({ active: { share: 'authorizing' } });

/** The redirect to Twitter is under way: the user may stay instead. */
export const selectAuthorizing = (snapshot: ShareSnapshot) => snapshot.matches({ active: { share: 'authorizing' } });

/**
 * The notice above the button (spec section 8): 'Please be patient, sharing can take a minute.'
 * while sharing, 'Sharing will require Twitter authorization.' while the Twitter login is missing.
 */
export type ShareNotice = 'patience' | 'needsAuthorization';

export function selectShareNotice(snapshot: ShareSnapshot): ShareNotice | null {
  if (snapshot.matches({ active: { share: 'sharing' } })) return 'patience';
  if (snapshot.matches({ active: { socialAuth: 'unauthorized' } })) return 'needsAuthorization';
  return null;
}

/** Why the last press did not share, while the button is back; null otherwise. */
export const selectShareProblem = (snapshot: ShareSnapshot) =>
  snapshot.matches({ active: { share: 'ready' } }) ? snapshot.context.problem : null;

/**
 * Spec section 5: another wallet is connected than the hot wallet the mint started with. The
 * expected and the current address, for 'Please connect with the same hot wallet you initially
 * connected with.'; null while the right wallet is connected.
 */
export function selectWalletMismatch(snapshot: ShareSnapshot): { expected: string; current: string | null } | null {
  const { hotWallet, connectedWallet } = snapshot.context;
  if (sameAddress(connectedWallet, hotWallet)) return null;
  return { expected: hotWallet, current: connectedWallet };
}

/** The story viewer's load (spec section 4): Idle, Loading, LoadExpired, Loaded. */
export type ViewerLoad = 'idle' | 'loading' | 'loadExpired' | 'loaded';

export function selectViewerLoad(snapshot: ShareSnapshot): ViewerLoad {
  if (snapshot.matches({ active: { viewer: 'loading' } })) return 'loading';
  if (snapshot.matches({ active: { viewer: 'loadExpired' } })) return 'loadExpired';
  if (snapshot.matches({ active: { viewer: 'loaded' } })) return 'loaded';
  return 'idle';
}

/** The share ended: the mint page goes on to the mint. */
export const selectShared = (snapshot: ShareSnapshot) => snapshot.matches('shared');
