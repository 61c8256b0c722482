import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { NonReducibleUnknown } from 'xstate';
import type { AppInput, LaunchInput, MintPageLogic, NewsletterFlowLogic } from '../../../machines/app';
import type { AppActor, AppMachineLogic } from '../../../src/app/appActor';
import { mountApp } from '../../support/mountApp';
import type { Driver } from '../driver';
import { appFlowDriver, settle } from '../jsdomHarness';

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

/** The app machine's children whose logic stays real in these paths: the invoked flows and the mint page's. */
const CHILD_FLOWS = new Set(['user', 'approval', 'mintPage']);

export function createAppJsdomDriver(options: AppDriverOptions = {}): Driver<AppInput, AppUi> {
  const driver = appFlowDriver<AppInput, AppUi>({
    async mount({ controlled, clock }, input, inspect) {
      const app = mountApp({
        path: '/about',
        launch: input,
        clock,
        inspect,
        adjustMachine: (machine) => {
          const controlledMachine = machine.provide({
            actors: {
              initialise: controlled.promise<void, LaunchInput>(),
              loadMintPage: controlled.promise<MintPageLogic, NonReducibleUnknown>(),
              loadNewsletterFlow: controlled.promise<NewsletterFlowLogic, NonReducibleUnknown>(),
            },
          });
          return options.adjustMachine?.(controlledMachine) ?? controlledMachine;
        },
      });
      await settle();
      return { app, ui: { user: userEvent.setup(), actor: app.actor, navigate: app.navigate, address: app.address } };
    },
    // User events of the app machine; the plan only sends events the machine accepts.
    flow: (app) => app.actor,
  });
  return {
    ...driver,
    async rejectActor(actorId, error) {
      // The child flows are real: their failure (a bug) is what the app machine hears of it.
      if (CHILD_FLOWS.has(actorId)) {
        await act(async () =>
          driver.current().app.actor.send({ type: `xstate.error.actor.${actorId}`, error } as never),
        );
        await settle();
        return;
      }
      await driver.rejectActor(actorId, error);
    },
  };
}
