import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import type { MintPageInput } from '../../../machines/mintPage';
import type { MintPageLogic } from '../../../src/app/bindings/mintPage';
import { readConfig } from '../../../src/config/readConfig';
import { mountApp, ORIGIN, type MountedApp } from '../../support/mountApp';
import { memoryStorage } from '../../unit/services/mock/mockHarness';
import type { Driver } from '../driver';
import { appFlowDriver, settle, type AppRun, type ServiceAnswer } from '../jsdomHarness';
import { controlledMintPage } from './controlledMintPage';
import { NOW } from './mintPageModel';

/**
 * Runs the mint page inside the real <App/> in jsdom (test/support/mountApp.tsx): the visitor
 * opens /about, then the sale's page, and the app spawns the mint flow. The flow is bound as the
 * app binds it, except that its service calls (loading, the phase timer, the whitelisting) are
 * controlled actors and the clock is simulated at NOW. Its machine children (the sign-up
 * section, the e-mail form, the story reveal) run for real; the plan's answer of one of them
 * (it finished, it failed) reaches the mint flow as the event xstate would send. The user flow
 * is the app's own, on the mock wallet: the visitor logs in and out in the header.
 */

export interface MintPageUi {
  user: UserEvent;
  app: MountedApp;
  /** The mint flow of this visit. */
  mint: () => AnyActorRef;
  lastAnswer: ServiceAnswer | null;
}

export interface MintPageDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: MintPageLogic) => MintPageLogic;
}

const mintOf = (app: MountedApp) => app.actor.getSnapshot().context.mint as AnyActorRef | null;

/** The mint page's driver, and the path under way (its controlled calls), for drivers of its children. */
export type MintPageJsdomDriver = Driver<MintPageInput, MintPageUi> & { current: () => AppRun<MintPageUi> };

export function createMintPageJsdomDriver(options: MintPageDriverOptions = {}): MintPageJsdomDriver {
  const mintIn = (app: MountedApp) => {
    const actor = mintOf(app);
    if (!actor) throw new Error('no mint flow is running');
    return actor;
  };
  const driver = appFlowDriver<MintPageInput, MintPageUi>({
    async mount({ controlled, clock }, input, inspect) {
      clock.set(NOW);
      const bound = await controlledMintPage({
        controlled,
        now: () => clock.now(),
        storage: memoryStorage(),
        origin: ORIGIN,
      });
      const flow = options.adjustFlow?.(bound) ?? bound;
      const config = readConfig({
        VITE_MOCK_DELAY_SCALE: '0',
        VITE_SHOW_EMAIL_SIGN_UP_FOR_WHITELIST: input.whitelistForm === 'email' ? 'true' : 'false',
      });
      const app = mountApp({
        config,
        path: '/about',
        clock,
        inspect,
        adjustMachine: (machine) => machine.provide({ actors: { loadMintPage: fromPromise(async () => flow) } }),
      });
      await settle();
      await act(async () => app.navigate(`/${input.target.saleId ?? ''}`));
      await settle();
      return { app, ui: { user: userEvent.setup(), app, mint: () => mintIn(app), lastAnswer: null } };
    },
    flow: mintIn,
  });
  /** A machine child's end, as xstate tells its parent. */
  const answerChild = async (type: string, actorId: string, answer: object) => {
    await act(async () => mintIn(driver.current().app).send({ type: `${type}.${actorId}`, ...answer } as EventObject));
    await settle();
  };

  return {
    ...driver,
    async resolveActor(actorId, output) {
      const { ui, controlled } = driver.current();
      ui.lastAnswer = { actorId, output };
      if (controlled.waiting().includes(actorId)) await driver.resolveActor(actorId, output);
      else await answerChild('xstate.done.actor', actorId, { output, actorId });
    },
    async rejectActor(actorId, error) {
      const { ui, controlled } = driver.current();
      ui.lastAnswer = { actorId, error };
      if (controlled.waiting().includes(actorId)) await driver.rejectActor(actorId, error);
      else await answerChild('xstate.error.actor', actorId, { error, actorId });
    },
    async readStateValue() {
      // Before the visitor reaches the sale's page, no mint flow runs yet.
      return driver.readStateValue().catch(() => 'not started');
    },
  };
}
