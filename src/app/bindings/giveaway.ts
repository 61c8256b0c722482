import { fromPromise } from 'xstate';
import { giveawayMachine, type GiveawayEntryResult, type GiveawayEvent } from '../../../machines/giveaway';
import { selectAddress, selectScreeningStatus, type UserSnapshot } from '../../../machines/user';
import { InvalidSocialHandlesError, RaffleDuplicateError } from '../../domain/errors';
import { bindFollowStepFlow, watchFollowStep, type FollowStepEdge } from './followStep';
import { watchSystemActor } from './watchSystemActor';

/** What the giveaway registration runs on. */
export interface GiveawayEdge extends FollowStepEdge {
  /** The mock environment bypasses the captcha (spec section 5); elsewhere the widget must be solved. */
  captchaBypassed: boolean;
}

/**
 * Binds the collection giveaway (machines/giveaway): the follow step as the app binds it alone,
 * the watchers that tell the chart where the user flow (systemId 'user') and the follow step stand, and the entry through the sale service, whose 409
 * and refused handles are answers the page shows rather than failures.
 */
export function bindGiveawayFlow(edge: GiveawayEdge) {
  return giveawayMachine.provide({
    guards: { captchaBypassed: () => edge.captchaBypassed },
    actors: {
      followStep: bindFollowStepFlow(edge),
      watchHotWallet: watchSystemActor('user', (snapshot: UserSnapshot): GiveawayEvent[] => [
        { type: 'giveaway.hotWalletChanged', address: selectAddress(snapshot) },
        { type: 'giveaway.screeningChanged', status: selectScreeningStatus(snapshot) },
      ]),
      watchFollowStep: watchFollowStep(({ verified, twitterHandle }): GiveawayEvent => ({
        type: 'giveaway.followsChanged',
        verified,
        twitterHandle,
      })),
      enterGiveaway: fromPromise(async ({ input, signal }): Promise<GiveawayEntryResult> => {
        const { sale } = await edge.services();
        const { campaign, hotWallet, twitterHandle, captchaToken } = input;
        try {
          await sale.subscribe(
            { campaign, socialHandles: { hotWallet, ...(twitterHandle ? { twitterHandle } : {}) }, captchaToken },
            signal,
          );
          return { kind: 'entered' };
        } catch (error) {
          if (error instanceof InvalidSocialHandlesError) return { kind: 'invalidHandles' };
          if (!(error instanceof RaffleDuplicateError)) throw error;
          const { raffle, wallet, twitter } = error;
          return { kind: 'duplicate', duplicate: { raffle, wallet, twitter } };
        }
      }),
    },
  });
}
