import { act, waitFor } from '@testing-library/react';
import type { AnyActorRef, EventObject } from 'xstate';
import type { LoadedSale, MintPageInput } from '../../../machines/mintPage';
import type { MintPageLogic } from '../../../src/app/bindings/mintPage';
import type { Driver } from '../driver';
import { settle } from '../jsdomHarness';
import { createMintPageJsdomDriver, type MintPageUi } from './mintPageJsdomDriver';

/**
 * Runs a child chart of the mint page where it lives: in the mint page of the real <App/> in jsdom
 * (./mintPageJsdomDriver.tsx). The sale loads on the page that invokes the child, which the plan
 * then drives: the child's own calls are the page's controlled ones, and its machine children run
 * for real until the plan answers for one of them as a whole. The child is checked to be given
 * what the plan planned it with.
 */

/** Time for the mint page to start loading its sale: the jsdom set-up's time (modelSuite.ts). */
const SALE_LOADS_MS = 30_000;

export interface MintPageChildUi extends MintPageUi {
  /** The child chart under test. */
  child: AnyActorRef;
}

export interface MintPageChildSetup<TInput> {
  /** The invoke id of the child in the mint page. */
  childId: string;
  /** How the page is opened, and what loading answers, for the child to be invoked with `input`. */
  landing: (input: TInput) => { page: MintPageInput; loaded: LoadedSale };
  /** The child's context fields that are not its input. */
  ownContext: readonly string[];
  /** Changes the bound mint flow; tests use it to break the child. */
  adjustFlow?: (flow: MintPageLogic) => MintPageLogic;
}

export function createMintPageChildDriver<TInput>(setup: MintPageChildSetup<TInput>): Driver<TInput, MintPageChildUi> {
  const page = createMintPageJsdomDriver({ adjustFlow: setup.adjustFlow });
  let child: AnyActorRef | undefined;
  const current = () => {
    if (!child) throw new Error(`the mint page runs no ${setup.childId}`);
    return child;
  };
  /** A grandchild's end, as xstate tells the child. */
  const answer = async (event: EventObject) => {
    await act(async () => current().send(event));
    await settle();
  };
  return {
    ...page,
    async start(input, inspect) {
      const landing = setup.landing(input);
      const ui = await page.start(landing.page, inspect);
      // The first visit of a path run also loads the mint page's chunks (transformed on first use).
      await waitFor(
        () => {
          if (!page.current().controlled.waiting().includes('loadSale')) throw new Error('the sale is not loading yet');
        },
        { timeout: SALE_LOADS_MS },
      );
      await page.resolveActor('loadSale', landing.loaded);
      child = (ui.mint().getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[
        setup.childId
      ];
      const context = (current().getSnapshot() as { context: Record<string, unknown> }).context;
      const given = Object.fromEntries(Object.entries(context).filter(([key]) => !setup.ownContext.includes(key)));
      if (JSON.stringify(given) !== JSON.stringify(input)) {
        throw new Error(
          `the page gave ${setup.childId} ${JSON.stringify(given)}, not the planned ${JSON.stringify(input)}`,
        );
      }
      // The page driver's own handle: the answers it records are the ones the checks read.
      return Object.assign(ui, { child: current() });
    },
    async resolveActor(actorId, output) {
      const { ui, controlled } = page.current();
      if (controlled.waiting().includes(actorId)) return page.resolveActor(actorId, output);
      ui.lastAnswer = { actorId, output };
      await answer({ type: `xstate.done.actor.${actorId}`, output, actorId } as EventObject);
    },
    async rejectActor(actorId, error) {
      const { ui, controlled } = page.current();
      if (controlled.waiting().includes(actorId)) return page.rejectActor(actorId, error);
      ui.lastAnswer = { actorId, error };
      await answer({ type: `xstate.error.actor.${actorId}`, error, actorId } as EventObject);
    },
    async send(event) {
      await answer(event);
    },
    async readStateValue() {
      return child ? child.getSnapshot().value : 'not started';
    },
    async stop() {
      child = undefined;
      await page.stop();
    },
  };
}
