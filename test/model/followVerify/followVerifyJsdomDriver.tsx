import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { FollowVerifyEmitted, FollowVerifyInput } from '../../../machines/followVerify';
import { bindFollowVerifyFlow, type FollowVerifyFlowLogic } from '../../../src/app/bindings/followVerify';
import { FollowVerifySection } from '../../../src/views/social/FollowVerifySection';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';

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

/** The services are never reached: every call is a controlled actor. */
const noServices = () => Promise.reject(new Error('the services are not used: the calls are controlled'));

export function createFollowVerifyJsdomDriver(
  options: FollowVerifyDriverOptions = {},
): Driver<FollowVerifyInput, FollowVerifyUi> {
  return standaloneFlowDriver({
    bind: ({ controlled }) =>
      bindFollowVerifyFlow({ services: noServices }).provide({
        actors: {
          checkFollows: controlled.promise(),
          lookUpSocialUser: controlled.promise(),
          checkSubscription: controlled.promise(),
        },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor, { controlled }) => {
      const emitted: FollowVerifyEmitted[] = [];
      actor.on('followVerify.alreadySubscribed', (event) => emitted.push(event));
      return { user: userEvent.setup(), actor, lastAnswer: null, emitted, waiting: controlled.waiting };
    },
    render: (actor) => render(<FollowVerifySection flow={actor} />).unmount,
  });
}
