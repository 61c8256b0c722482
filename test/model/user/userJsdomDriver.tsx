import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromCallback, type EventObject } from 'xstate';
import type { UserEvent as UserMachineEvent, UserInput, WalletEvent } from '../../../machines/user';
import type { UserActorRef } from '../../../src/app/appRuntime';
import type { UserFlowLogic } from '../../../src/app/bindings/user';
import { readConfig } from '../../../src/config/readConfig';
import { mountApp, type MountedApp } from '../../support/mountApp';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { controlledSteps, settle, unmountApp } from '../jsdomSteps';
import { TimedClock } from '../timedClock';

/**
 * Runs the real <App/> in jsdom, wired as main.tsx wires it, with the browser wallet
 * configured. The user flow's wallet and service calls are controlled actors; the wallet's own
 * events (accounts, chain, announcements) come through the flow's watcher, as a real wallet's do.
 */

export interface UserUi {
  user: UserEvent;
  app: MountedApp;
  /** The account the wallet last shared (a connect, a restore or accountsChanged): the one to greet. */
  wallet: { account: string | null };
}

export interface UserDriverOptions {
  /** Changes the bound user flow; tests use it to prove a broken flow fails. */
  adjustUserFlow?: (flow: UserFlowLogic) => UserFlowLogic;
}

interface Mounted {
  ui: UserUi;
  app: MountedApp;
  clock: TimedClock;
  controlled: ControlledActors;
  emitWallet: (event: WalletEvent) => void;
}

const WALLET_EVENTS = new Set([
  'wallet.optionsChanged',
  'wallet.accountsChanged',
  'wallet.chainChanged',
  'wallet.disconnected',
]);

async function until(condition: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await settle();
  }
}

export function createUserJsdomDriver(options: UserDriverOptions = {}): Driver<UserInput, UserUi> {
  let mounted: Mounted | undefined;

  function current(): Mounted {
    if (!mounted) throw new Error('the app is not started');
    return mounted;
  }
  const userActor = () => current().app.actor.system.get('user') as UserActorRef;
  const steps = controlledSteps(current);

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      let emitWallet: (event: WalletEvent) => void = () => {
        throw new Error('the wallet watcher is not running');
      };
      const app = mountApp({
        config: readConfig({
          VITE_USER_SERVICE: input.userService,
          VITE_MOCK_DELAY_SCALE: '0',
        }),
        clock,
        inspect,
        adjustUserFlow: (flow) => {
          const controlledFlow = flow.provide({
            actors: {
              watchWallet: fromCallback<UserMachineEvent>(({ sendBack }) => {
                emitWallet = sendBack;
              }),
              restoreSession: controlled.promise(),
              connect: controlled.promise(),
              switchChain: controlled.promise(),
              screenWallet: controlled.promise(),
              loadHoldings: controlled.promise(),
              disconnect: controlled.promise(),
            },
          });
          return options.adjustUserFlow?.(controlledFlow) ?? controlledFlow;
        },
      });
      const ui: UserUi = { user: userEvent.setup(), app, wallet: { account: null } };
      mounted = { ui, app, clock, controlled, emitWallet: (event) => emitWallet(event) };
      // Start-up work (loading the mock services) is real: wait for the page.
      await until(() => app.actor.getSnapshot().matches({ lifecycle: 'ready' }), 'the app to be ready');
      return ui;
    },
    ...steps,
    async resolveActor(actorId, output) {
      const shared = (output as { address?: unknown } | null)?.address;
      if ((actorId === 'restoreSession' || actorId === 'connect') && typeof shared === 'string') {
        current().ui.wallet.account = shared;
      }
      await steps.resolveActor(actorId, output);
    },
    async send(event: EventObject) {
      const { emitWallet, ui } = current();
      const accounts = (event as { accounts?: string[] }).accounts;
      if (event.type === 'wallet.accountsChanged' && accounts?.[0]) ui.wallet.account = accounts[0];
      await act(async () => {
        if (WALLET_EVENTS.has(event.type)) emitWallet(event as WalletEvent);
        else userActor().send(event as UserMachineEvent);
      });
      await settle();
    },
    async readStateValue() {
      return userActor().getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      const { app } = mounted;
      mounted = undefined;
      await unmountApp(app);
    },
  };
}
