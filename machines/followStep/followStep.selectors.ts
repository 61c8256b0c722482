import type { SnapshotFrom } from 'xstate';
import type { followStepMachine } from './followStep.machine';

export type FollowStepSnapshot = SnapshotFrom<typeof followStepMachine>;

/** Where the follow step stands, for its view. */
export type FollowStepState = 'notRequired' | 'awaitingWallet' | 'connecting' | 'verifying' | 'failed';

export function selectFollowStepState(snapshot: FollowStepSnapshot): FollowStepState {
  if (snapshot.matches('notRequired')) return 'notRequired';
  if (snapshot.matches({ social: 'verifying' })) return 'verifying';
  if (snapshot.matches('social')) return 'connecting';
  if (snapshot.matches('socialFailed')) return 'failed';
  return 'awaitingWallet';
}

/** Every required account is followed (Subbed), as the follow verification last said. */
export const selectFollowStepVerified = (snapshot: FollowStepSnapshot) => snapshot.context.followsVerified;

export const selectFollowStepTwitterHandle = (snapshot: FollowStepSnapshot) => snapshot.context.twitterHandle;

/** The step's own actors, for their views. */
export const selectSocialAuthRef = (snapshot: FollowStepSnapshot) => snapshot.children.socialAuth;
export const selectFollowVerifyRef = (snapshot: FollowStepSnapshot) => snapshot.children.followVerify;
