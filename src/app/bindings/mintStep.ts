import { fromPromise } from 'xstate';
import { mintStepMachine } from '../../../machines/mintStep';
import { deferredLogic } from './deferredLogic';
import type { StepsPart } from './mintSteps';

/** Binds Minting's mint: the steps' code loads (`parts`), then the on-chain mint's chart runs. */
export function bindMintStep(parts: StepsPart) {
  return mintStepMachine.provide({
    actors: {
      loadSteps: fromPromise(() => parts.loadSteps()),
      mintTransaction: deferredLogic('mintTransaction', () => parts.loaded.steps?.mintTransaction),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type MintStepLogic = ReturnType<typeof bindMintStep>;
