import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { EventObject, NonReducibleUnknown } from 'xstate';
import type { AppInput, LaunchInput, MintFlowLogic, NewsletterFlowLogic } from '../../../machines/app';
import type { AppActor, AppMachineLogic } from '../../../src/app/appActor';
import { mountApp, type MountedApp } from '../../support/mountApp';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { controlledSteps, settle, unmountApp } from '../jsdomSteps';
import { TimedClock } from '../timedClock';

/**
 * Runs the real <App/> in jsdom, wired as main.tsx wires it (test/support/mountApp.tsx), except
 * that start-up work is a controlled actor and time is a simulated clock: the runner decides
 * when the service answers and when 2 s have passed. The user flow runs on the mock wallet.
 */

export interface AppUi {
  user: UserEvent;
  actor: AppActor;
  /** Goes to a path as a link would. */
  navigate: (path: string) => void;
  /** Where the router is now. */
  address: () => string;
}

export interface AppDriverOptions {
  /** Changes the machine before it runs; tests use it to prove a broken app fails. */
  adjustMachine?: (machine: AppMachineLogic) => AppMachineLogic;
}

interface Mounted {
  app: MountedApp;
  clock: TimedClock;
  controlled: ControlledActors;
}

/** The app machine's invoked children whose logic stays real in these paths. */
const CHILD_FLOWS = new Set(['user', 'approval']);

export function createAppJsdomDriver(options: AppDriverOptions = {}): Driver<AppInput, AppUi> {
  let mounted: Mounted | undefined;

  function current(): Mounted {
    if (!mounted) throw new Error('the app is not started');
    return mounted;
  }

  const steps = controlledSteps(current);

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const app = mountApp({
        path: '/about',
        launch: input,
        clock,
        inspect,
        adjustMachine: (machine) => {
          const controlledMachine = machine.provide({
            actors: {
              initialise: controlled.promise<void, LaunchInput>(),
              loadMintFlow: controlled.promise<MintFlowLogic, NonReducibleUnknown>(),
              loadNewsletterFlow: controlled.promise<NewsletterFlowLogic, NonReducibleUnknown>(),
            },
          });
          return options.adjustMachine?.(controlledMachine) ?? controlledMachine;
        },
      });
      mounted = { app, clock, controlled };
      await settle();
      return { user: userEvent.setup(), actor: app.actor, navigate: app.navigate, address: app.address };
    },
    ...steps,
    async rejectActor(actorId, error) {
      // The child flows are real: their failure (a bug) is what the app machine hears of it.
      if (CHILD_FLOWS.has(actorId)) {
        await act(async () => current().app.actor.send({ type: `xstate.error.actor.${actorId}`, error } as never));
        await settle();
        return;
      }
      await steps.rejectActor(actorId, error);
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
      const { app } = mounted;
      mounted = undefined;
      await unmountApp(app);
    },
  };
}
