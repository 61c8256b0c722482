import { act, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AppInput } from '../../../machines/app';
import { App } from '../../../src/App';
import { provideAppMachine, READY_ATTRIBUTE, type AppActor } from '../../../src/app/appActor';
import { readConfig } from '../../../src/config/readConfig';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';

/**
 * Runs the real <App/> in jsdom around the real app machine, bound to the real effects
 * of src/app/appActor.ts, except that start-up work is a controlled actor and time is a
 * simulated clock: the runner decides when the service answers and when 2 s have passed.
 */

export interface AppUi {
  user: UserEvent;
  actor: AppActor;
}

type AppMachine = ReturnType<typeof provideAppMachine>;

export interface AppDriverOptions {
  /** Changes the machine before it runs; tests use it to prove a broken app fails. */
  adjustMachine?: (machine: AppMachine) => AppMachine;
}

interface Mounted {
  actor: AppActor;
  clock: SimulatedClock;
  controlled: ControlledActors;
  unmount: () => void;
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
      const config = readConfig({});
      const analytics = createMemoryAnalytics({ print: false });
      const controlled = createControlledActors();
      const clock = new SimulatedClock();
      const machine = provideAppMachine({ siteTitle: config.siteTitle, analytics, document }).provide({
        actors: { initialise: controlled.promise<void, AppInput>() },
      });
      const actor = createActor(options.adjustMachine?.(machine) ?? machine, {
        input,
        clock,
        inspect,
        systemId: 'app',
      });
      actor.start();
      const { hook } = memoryLocation({ path: '/' });
      const view = render(
        <Router hook={hook}>
          <App services={{ actor, config }} />
        </Router>,
      );
      mounted = { actor, clock, controlled, unmount: view.unmount };
      await settle();
      return { user: userEvent.setup(), actor };
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
      const { actor } = current();
      // User events of the app machine; the plan only sends events the machine accepts.
      await act(async () => actor.send(event as Parameters<AppActor['send']>[0]));
      await settle();
    },
    async readStateValue() {
      return current().actor.getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      mounted.unmount();
      mounted.actor.stop();
      mounted = undefined;
      // The app's effects outside its root: undo them so the next path starts clean.
      document.documentElement.removeAttribute(READY_ATTRIBUTE);
      document.title = '';
    },
  };
}
