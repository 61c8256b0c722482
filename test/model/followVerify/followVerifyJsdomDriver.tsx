import { act, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, SimulatedClock, type Actor, type EventObject } from 'xstate';
import type { FollowVerifyEmitted, FollowVerifyEvent, FollowVerifyInput } from '../../../machines/followVerify';
import { bindFollowVerifyFlow, type FollowVerifyFlowLogic } from '../../../src/app/bindings/followVerify';
import { FollowVerifySection } from '../../../src/views/social/FollowVerifySection';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { controlledSteps, settle } from '../jsdomSteps';

/**
 * Renders the follow verification section in jsdom around the bound flow, whose service calls
 * are controlled actors and whose 2 s label reset runs on a simulated clock. The driver keeps the
 * services' last answer, so that the UI model knows which reason the alert must give.
 */

export interface ServiceAnswer {
  actorId: string;
  output?: unknown;
  error?: unknown;
}

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

interface Mounted {
  ui: FollowVerifyUi;
  clock: SimulatedClock;
  controlled: ControlledActors;
  unmount: () => void;
}

/** The services are never reached: every call is a controlled actor. */
const noServices = () => Promise.reject(new Error('the services are not used: the calls are controlled'));

export function createFollowVerifyJsdomDriver(
  options: FollowVerifyDriverOptions = {},
): Driver<FollowVerifyInput, FollowVerifyUi> {
  let mounted: Mounted | undefined;

  function current(): Mounted {
    if (!mounted) throw new Error('the section is not rendered');
    return mounted;
  }
  const steps = controlledSteps(current);

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new SimulatedClock();
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
    ...steps,
    async resolveActor(actorId, output) {
      current().ui.lastAnswer = { actorId, output };
      await steps.resolveActor(actorId, output);
    },
    async rejectActor(actorId, error) {
      current().ui.lastAnswer = { actorId, error };
      await steps.rejectActor(actorId, error);
    },
    async send(event: EventObject) {
      await act(async () => current().ui.actor.send(event as FollowVerifyEvent));
      await settle();
    },
    async readStateValue() {
      return current().ui.actor.getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      const { ui, unmount } = mounted;
      mounted = undefined;
      await act(async () => unmount());
      ui.actor.stop();
    },
  };
}
