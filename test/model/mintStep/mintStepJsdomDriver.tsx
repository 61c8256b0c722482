import { act, render } from '@testing-library/react';
import { fromCallback, fromPromise, type Actor, type EventObject } from 'xstate';
import type { MintPageActorRef } from '../../../machines/mintPage';
import { mintStepMachine, type MintStepInput } from '../../../machines/mintStep';
import { mintTransactionMachine } from '../../../machines/mintTransaction';
import { MintingScreen } from '../../../src/views/mint/MintingScreen';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import type { Driver } from '../driver';
import { settle, standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';

/**
 * Renders the real Minting screen in jsdom around Minting's mint. Its code's loading is a
 * controlled call; the on-chain mint runs for real until its first call, which never answers: the
 * plan answers for it as a whole (a chart of its own, with its own tests). The mint page around it
 * holds still, with this chart its only child.
 */

type MintStepLogic = typeof mintStepMachine;

export interface MintStepUi {
  actor: Actor<MintStepLogic>;
  lastAnswer: ServiceAnswer | null;
}

/** The on-chain mint, waiting at its first call. */
const waitingMint = mintTransactionMachine.provide({
  actors: {
    prepareMint: fromPromise(() => new Promise<never>(() => {})) as never,
    watchNetwork: fromCallback(() => {}),
  },
});

/** The mint page as Minting's screen reads it. */
function mintPageMinting(step: Actor<MintStepLogic>): MintPageActorRef {
  const snapshot = { children: { mintStep: step } };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => {} }),
    send: () => {},
  } as unknown as MintPageActorRef;
}

export function createMintStepJsdomDriver(
  options: { adjustFlow?: (flow: MintStepLogic) => MintStepLogic } = {},
): Driver<MintStepInput, MintStepUi> {
  const driver = standaloneFlowDriver({
    bind: ({ controlled }) =>
      mintStepMachine.provide({
        actors: { loadSteps: controlled.promise(), mintTransaction: waitingMint as never },
        actions: { logFailure: () => {} },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor) => ({ actor, lastAnswer: null }),
    render: (actor) => render(<MintingScreen mint={mintPageMinting(actor)} title={MINT_TEXTS.minting} />).unmount,
  });
  let ui: MintStepUi | undefined;
  /** The on-chain mint's end, as xstate tells the chart. */
  const answer = async (event: EventObject) => {
    await act(async () => ui?.actor.send(event as never));
    await settle();
  };
  return {
    ...driver,
    async start(input, inspect) {
      ui = await driver.start(input, inspect);
      return ui;
    },
    async resolveActor(actorId, output) {
      if (actorId !== 'mintTransaction') return driver.resolveActor(actorId, output);
      if (ui) ui.lastAnswer = { actorId, output };
      await answer({ type: 'xstate.done.actor.mintTransaction', output, actorId } as EventObject);
    },
    async rejectActor(actorId, error) {
      if (actorId !== 'mintTransaction') return driver.rejectActor(actorId, error);
      if (ui) ui.lastAnswer = { actorId, error };
      await answer({ type: 'xstate.error.actor.mintTransaction', error, actorId } as EventObject);
    },
  };
}
