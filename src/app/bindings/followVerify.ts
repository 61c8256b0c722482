import { fromPromise } from 'xstate';
import { followVerifyMachine } from '../../../machines/followVerify';
import type { Services } from '../../services/services.types';

/** What the follow verification runs on. */
export interface FollowVerifyEdge {
  /** The configured services (mock or HTTP), loaded once (src/app/appRuntime.ts). */
  services: () => Promise<Services>;
}

/**
 * Binds the follow verification to the sale service (spec section 7): fetchIsFollowingAll (with
 * its one retry on a passing failure, as a user's press deserves), fetchUser and isSubscribed.
 * Each call gets the actor's signal, so a cancelled check stops its request.
 */
export function bindFollowVerifyFlow(edge: FollowVerifyEdge) {
  return followVerifyMachine.provide({
    actors: {
      checkFollows: fromPromise(async ({ input, signal }) =>
        (await edge.services()).sale.fetchIsFollowingAll({ users: input.users, retry: true }, signal),
      ),
      lookUpSocialUser: fromPromise(async ({ signal }) => (await edge.services()).sale.fetchUser(signal)),
      checkSubscription: fromPromise(async ({ input, signal }) =>
        (await edge.services()).sale.isSubscribed(
          { campaign: input.campaign, walletAddress: input.walletAddress, twitterHandle: input.twitterHandle },
          signal,
        ),
      ),
    },
  });
}

export type FollowVerifyFlowLogic = ReturnType<typeof bindFollowVerifyFlow>;
