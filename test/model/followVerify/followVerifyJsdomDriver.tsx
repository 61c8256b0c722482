import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, type Actor } from 'xstate';
import type { FollowVerifyEmitted, FollowVerifyInput } from '../../../machines/followVerify';
import { bindFollowVerifyFlow, type FollowVerifyFlowLogic } from '../../../src/app/bindings/followVerify';
import { FollowVerifySection } from '../../../src/views/social/FollowVerifySection';
import { createControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { settle, standaloneFlowSteps, type ServiceAnswer, type StandaloneFlow } from '../jsdomSteps';
import { TimedClock } from '../timedClock';

export type { ServiceAnswer };

/**
 * Renders the follow verification section in jsdom around the bound flow, whose service calls
 * are controlled actors and whose 2 s label reset runs on a simulated clock. The driver keeps the
 * services' last answer, so that the UI model knows which reason the alert must give.
 */

export interface FollowVerifyUi {
  user: UserEvent;
  actor: Actor<FollowVerifyFlowLogic>;
  /** The services' last answer on this path. */
  lastAnswer: ServiceAnswer | null;
  /** Everything the flow emitted on this path. */
  emitted: FollowVerifyEmitted[];
  /** Ids of the service calls waiting for an answer. */
  waiting: () => string[];
}

export interface FollowVerifyDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: FollowVerifyFlowLogic) => FollowVerifyFlowLogic;
}

type Mounted = StandaloneFlow<FollowVerifyUi>;

/** The services are never reached: every call is a controlled actor. */
const noServices = () => Promise.reject(new Error('the services are not used: the calls are controlled'));

export function createFollowVerifyJsdomDriver(
  options: FollowVerifyDriverOptions = {},
): Driver<FollowVerifyInput, FollowVerifyUi> {
  let mounted: Mounted | undefined;

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const bound = bindFollowVerifyFlow({ services: noServices }).provide({
        actors: {
          checkFollows: controlled.promise(),
          lookUpSocialUser: controlled.promise(),
          checkSubscription: controlled.promise(),
        },
      });
      const flow = options.adjustFlow?.(bound) ?? bound;
      const actor = createActor(flow, { input, clock, inspect });
      const emitted: FollowVerifyEmitted[] = [];
      actor.on('followVerify.alreadySubscribed', (event) => emitted.push(event));
      actor.start();
      const { unmount } = render(<FollowVerifySection flow={actor} />);
      const ui: FollowVerifyUi = {
        user: userEvent.setup(),
        actor,
        lastAnswer: null,
        emitted,
        waiting: controlled.waiting,
      };
      mounted = { ui, clock, controlled, unmount };
      await settle();
      return ui;
    },
    ...standaloneFlowSteps(
      () => mounted,
      () => (mounted = undefined),
    ),
  };
}
