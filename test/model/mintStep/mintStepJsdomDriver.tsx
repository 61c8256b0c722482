import { render } from '@testing-library/react';
import { fromCallback, fromPromise, type Actor } from 'xstate';
import { mintStepMachine, type MintStepInput } from '../../../machines/mintStep';
import { mintTransactionMachine } from '../../../machines/mintTransaction';
import { MintingScreen } from '../../../src/views/mint/MintingScreen';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import { answeringChildren } from '../childAnswers';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
import { mintPageHoldingStill } from '../mintPage/mintPageStandIn';

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
    render: (actor) =>
      render(<MintingScreen mint={mintPageHoldingStill({ mintStep: actor })} title={MINT_TEXTS.minting} />).unmount,
  });
  return answeringChildren(driver, ['mintTransaction']);
}
