import { act } from '@testing-library/react';
import type { AnyActorRef, EventObject, SimulatedClock } from 'xstate';
import { READY_ATTRIBUTE } from '../../src/app/appActor';
import type { MountedApp } from '../support/mountApp';
import type { ControlledActors } from './controlledActors';
import { TimedClock } from './timedClock';

/** Lets promise callbacks run and React re-render before the runner looks. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * The steps every jsdom driver with controlled actors and a simulated clock takes the same way:
 * answer an actor, fail it, move the clock; each then lets the app settle.
 */
export function controlledSteps(current: () => { controlled: ControlledActors; clock: SimulatedClock }) {
  return {
    async resolveActor(actorId: string, output: unknown) {
      await act(async () => current().controlled.resolve(actorId, output));
      await settle();
    },
    async rejectActor(actorId: string, error: unknown) {
      await act(async () => current().controlled.reject(actorId, error));
      await settle();
    },
    /** Fires the planned timer of `ms`: the clock moves to its due time (see TimedClock). */
    async advanceClock(ms: number) {
      const { clock } = current();
      await act(async () => clock.increment(clock instanceof TimedClock ? clock.timeUntil(ms) : ms));
      await settle();
    },
  };
}

/** Unmounts the app and undoes its effects outside its root, so that the next path starts clean. */
export async function unmountApp(app: MountedApp): Promise<void> {
  await act(async () => app.unmount());
  document.documentElement.removeAttribute(READY_ATTRIBUTE);
  document.title = '';
}

/** A service's answer to a controlled actor: its output, or the error it failed with. */
export interface ServiceAnswer {
  actorId: string;
  output?: unknown;
  error?: unknown;
}

/** A flow rendered alone in its small view, with controlled actors and a simulated clock. */
export interface StandaloneFlow<
  TUi extends { actor: AnyActorRef; lastAnswer: ServiceAnswer | null } = {
    actor: AnyActorRef;
    lastAnswer: ServiceAnswer | null;
  },
> {
  ui: TUi;
  controlled: ControlledActors;
  clock: SimulatedClock;
  unmount: () => void;
}

/**
 * The steps of a driver for one flow rendered alone: every actor answer is recorded on the UI
 * handle (as `lastAnswer`, for assertions that show what the service said), events go straight
 * to the flow's actor, and stopping unmounts the view and stops the actor.
 */
export function standaloneFlowSteps(mounted: () => StandaloneFlow | undefined, forget: () => void) {
  const current = () => {
    const flow = mounted();
    if (!flow) throw new Error('the view is not rendered');
    return flow;
  };
  const steps = controlledSteps(current);
  return {
    ...steps,
    async resolveActor(actorId: string, output: unknown) {
      current().ui.lastAnswer = { actorId, output };
      await steps.resolveActor(actorId, output);
    },
    async rejectActor(actorId: string, error: unknown) {
      current().ui.lastAnswer = { actorId, error };
      await steps.rejectActor(actorId, error);
    },
    async send(event: EventObject) {
      await act(async () => current().ui.actor.send(event));
      await settle();
    },
    async readStateValue() {
      return current().ui.actor.getSnapshot().value;
    },
    async stop() {
      const flow = mounted();
      if (!flow) return;
      forget();
      await act(async () => flow.unmount());
      flow.ui.actor.stop();
    },
  };
}
