import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { SimulatedClock, type EventObject } from 'xstate';
import type { AppInput, LaunchInput } from '../../../machines/app';
import { READY_ATTRIBUTE, type AppActor, type AppMachineLogic } from '../../../src/app/appActor';
import { mountApp, type MountedApp } from '../../support/mountApp';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';

/**
 * Runs the real <App/> in jsdom, wired as main.tsx wires it (test/support/mountApp.tsx), except
 * that start-up work is a controlled actor and time is a simulated clock: the runner decides
 * when the service answers and when 2 s have passed. The user flow runs on the mock wallet.
 */

export interface AppUi {
  user: UserEvent;
  actor: AppActor;
}

export interface AppDriverOptions {
  /** Changes the machine before it runs; tests use it to prove a broken app fails. */
  adjustMachine?: (machine: AppMachineLogic) => AppMachineLogic;
}

interface Mounted {
  app: MountedApp;
  clock: SimulatedClock;
  controlled: ControlledActors;
}

/** Lets promise callbacks run and React re-render before the runner looks. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

export function createAppJsdomDriver(options: AppDriverOptions = {}): Driver<AppInput, AppUi> {
  let mounted: Mounted | undefined;

  function current(): Mounted {
    if (!mounted) throw new Error('the app is not started');
    return mounted;
  }

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new SimulatedClock();
      const app = mountApp({
        launch: input,
        clock,
        inspect,
        adjustMachine: (machine) => {
          const controlledMachine = machine.provide({
            actors: { initialise: controlled.promise<void, LaunchInput>() },
          });
          return options.adjustMachine?.(controlledMachine) ?? controlledMachine;
        },
      });
      mounted = { app, clock, controlled };
      await settle();
      return { user: userEvent.setup(), actor: app.actor };
    },
    async resolveActor(actorId, output) {
      const { controlled } = current();
      await act(async () => controlled.resolve(actorId, output));
      await settle();
    },
    async rejectActor(actorId, error) {
      const { controlled } = current();
      await act(async () => controlled.reject(actorId, error));
      await settle();
    },
    async advanceClock(ms) {
      const { clock } = current();
      await act(async () => clock.increment(ms));
      await settle();
    },
    async send(event: EventObject) {
      const { actor } = current().app;
      // User events of the app machine; the plan only sends events the machine accepts.
      await act(async () => actor.send(event as Parameters<AppActor['send']>[0]));
      await settle();
    },
    async readStateValue() {
      return current().app.actor.getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      await act(async () => mounted?.app.unmount());
      mounted = undefined;
      // The app's effects outside its root: undo them so the next path starts clean.
      document.documentElement.removeAttribute(READY_ATTRIBUTE);
      document.title = '';
    },
  };
}
