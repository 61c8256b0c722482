import type { EventObject } from 'xstate';
import {
  followStepMachine,
  selectFollowStepTwitterHandle,
  selectFollowStepVerified,
  type FollowStepEvent,
  type FollowStepSnapshot,
} from '../../../machines/followStep';
import {
  selectFollowsVerified,
  selectSocialLoginGone,
  selectTwitterHandle,
  type FollowVerifySnapshot,
} from '../../../machines/followVerify';
import { selectSocialAuthorized, type SocialAuthSnapshot } from '../../../machines/socialAuth';
import { bindFollowVerifyFlow, type FollowVerifyEdge } from './followVerify';
import { bindSocialAuthFlow, type SocialAuthEdge } from './socialAuth';
import { watchSystemActor } from './watchSystemActor';

/** What the follow step runs on: its parts' edges. */
export type FollowStepEdge = SocialAuthEdge & FollowVerifyEdge;

/**
 * Binds the Twitter follow step (machines/followStep): the social login and the follow
 * verification as the app binds them alone, and the watchers that tell the step where each
 * stands.
 */
export function bindFollowStepFlow(edge: FollowStepEdge) {
  return followStepMachine.provide({
    actors: {
      socialAuth: bindSocialAuthFlow(edge),
      followVerify: bindFollowVerifyFlow(edge),
      watchSocialLogin: watchSystemActor('socialAuth', (snapshot: SocialAuthSnapshot): FollowStepEvent[] => [
        { type: 'followStep.socialChanged', authorized: selectSocialAuthorized(snapshot) },
      ]),
      watchFollows: watchSystemActor('followVerify', (snapshot: FollowVerifySnapshot): FollowStepEvent[] => [
        {
          type: 'followStep.followsChanged',
          verified: selectFollowsVerified(snapshot),
          twitterHandle: selectTwitterHandle(snapshot),
        },
        ...(selectSocialLoginGone(snapshot) ? [{ type: 'followStep.socialLoginGone' } as const] : []),
      ]),
    },
  });
}

/**
 * The watcher a parent (the whitelist sign-up, the giveaway) invokes beside the follow step
 * (systemId 'followStep'): whether the follows are verified, and the handle, as the parent's event.
 */
export function watchFollowStep<TEvent extends EventObject>(
  toEvent: (follows: { verified: boolean; twitterHandle: string | null }) => TEvent,
) {
  return watchSystemActor('followStep', (snapshot: FollowStepSnapshot) => [
    toEvent({ verified: selectFollowStepVerified(snapshot), twitterHandle: selectFollowStepTwitterHandle(snapshot) }),
  ]);
}
