import { act, waitFor } from '@testing-library/react';
import type { AnyActorRef, EventObject } from 'xstate';
import type { WhitelistFormsInput } from '../../../machines/whitelistForms';
import type { WhitelistFormsLogic } from '../../../src/app/bindings/whitelistForms';
import type { Driver } from '../driver';
import { settle } from '../jsdomHarness';
import { createMintPageJsdomDriver, type MintPageUi } from '../mintPage/mintPageJsdomDriver';
import { COLLECTION_SALE, SALE } from '../mintPage/mintPageModel';

/**
 * Runs the Whitelist page's form where it lives: in the mint page of the real <App/> in jsdom
 * (test/model/mintPage/mintPageJsdomDriver.tsx). The sale loads on its Whitelist page, and the
 * page invokes the form, which the plan then drives: its code's loading is a controlled call, and
 * the sign-up section, the e-mail form and the giveaway run for real until the plan answers for
 * one of them as a whole. The form is checked to be given what the plan planned it with.
 */

/** Time for the mint page to start loading its sale: the jsdom set-up's time (modelSuite.ts). */
const SALE_LOADS_MS = 30_000;

export interface WhitelistFormsUi extends MintPageUi {
  /** The form under test (the mint page's `whitelistForms` child). */
  forms: AnyActorRef;
}

export function createWhitelistFormsJsdomDriver(
  options: { adjustForms?: (forms: WhitelistFormsLogic) => WhitelistFormsLogic } = {},
): Driver<WhitelistFormsInput, WhitelistFormsUi> {
  const { adjustForms } = options;
  const page = createMintPageJsdomDriver({
    adjustFlow: adjustForms
      ? (flow) =>
          flow.provide({
            actors: { whitelistForms: adjustForms(flow.implementations.actors.whitelistForms as WhitelistFormsLogic) },
          })
      : undefined,
  });
  let forms: AnyActorRef | undefined;
  const current = () => {
    if (!forms) throw new Error('the Whitelist page runs no form');
    return forms;
  };
  /** A grandchild's end, as xstate tells the form. */
  const answer = async (event: EventObject) => {
    await act(async () => current().send(event));
    await settle();
  };
  return {
    ...page,
    async start(input, inspect) {
      const ui = await page.start(
        {
          target: { saleId: 'bayc', saleType: null },
          forcedPage: null,
          whitelistForm: input.form === 'email' ? 'email' : 'signUp',
        },
        inspect,
      );
      const sale = input.form === 'giveaway' ? COLLECTION_SALE : SALE;
      // The first visit of a path run also loads the mint page's chunks (transformed on first use).
      await waitFor(
        () => {
          if (!page.current().controlled.waiting().includes('loadSale')) throw new Error('the sale is not loading yet');
        },
        { timeout: SALE_LOADS_MS },
      );
      await page.resolveActor('loadSale', { sale, saleState: 'open', phasePage: 'Whitelist' });
      forms = (ui.mint().getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children
        .whitelistForms;
      const given = (current().getSnapshot() as { context: { result: unknown } }).context;
      const { result: _result, ...actual } = given;
      if (JSON.stringify(actual) !== JSON.stringify(input)) {
        throw new Error(`the page gave the form ${JSON.stringify(actual)}, not the planned ${JSON.stringify(input)}`);
      }
      // The page driver's own handle: the answers it records are the ones the checks read.
      return Object.assign(ui, { forms: current() });
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
      return forms ? forms.getSnapshot().value : 'not started';
    },
    async stop() {
      forms = undefined;
      await page.stop();
    },
  };
}
