import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromCallback, type EventObject } from 'xstate';
import type { UserEvent as UserMachineEvent, UserInput, WalletEvent } from '../../../machines/user';
import type { UserActorRef } from '../../../src/app/appRuntime';
import type { UserFlowLogic } from '../../../src/app/bindings/user';
import { readConfig } from '../../../src/config/readConfig';
import { mountApp, type MountedApp } from '../../support/mountApp';
import type { Driver } from '../driver';
import { appFlowDriver, settle } from '../jsdomHarness';

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

const userOf = (app: MountedApp) => app.actor.system.get('user') as UserActorRef;

export function createUserJsdomDriver(options: UserDriverOptions = {}): Driver<UserInput, UserUi> {
  // The wallet watcher of the path under way, which the plan's wallet events go through.
  let emitWallet: (event: WalletEvent) => void = () => {
    throw new Error('the wallet watcher is not running');
  };
  const driver = appFlowDriver<UserInput, UserUi>({
    async mount({ controlled, clock }, input, inspect) {
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
      // Start-up work (loading the mock services) is real: wait for the page.
      await until(() => app.actor.getSnapshot().matches({ lifecycle: 'ready' }), 'the app to be ready');
      return { app, ui: { user: userEvent.setup(), app, wallet: { account: null } } };
    },
    flow: userOf,
  });

  return {
    ...driver,
    async resolveActor(actorId, output) {
      const shared = (output as { address?: unknown } | null)?.address;
      if ((actorId === 'restoreSession' || actorId === 'connect') && typeof shared === 'string') {
        driver.current().ui.wallet.account = shared;
      }
      await driver.resolveActor(actorId, output);
    },
    async send(event: EventObject) {
      const { ui, app } = driver.current();
      const accounts = (event as { accounts?: string[] }).accounts;
      if (event.type === 'wallet.accountsChanged' && accounts?.[0]) ui.wallet.account = accounts[0];
      await act(async () => {
        if (WALLET_EVENTS.has(event.type)) emitWallet(event as WalletEvent);
        else userOf(app).send(event as UserMachineEvent);
      });
      await settle();
    },
  };
}
