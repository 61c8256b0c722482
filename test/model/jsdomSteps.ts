import { act } from '@testing-library/react';
import type { SimulatedClock } from 'xstate';
import { READY_ATTRIBUTE } from '../../src/app/appActor';
import type { MountedApp } from '../support/mountApp';
import type { ControlledActors } from './controlledActors';

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
    async advanceClock(ms: number) {
      await act(async () => current().clock.increment(ms));
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
