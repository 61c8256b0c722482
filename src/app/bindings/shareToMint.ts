import { fromPromise } from 'xstate';
import { shareToMintMachine } from '../../../machines/shareToMint';
import { deferredLogic } from './deferredLogic';
import type { StepsPart } from './mintSteps';

/** Binds MintShare's share to mint: the steps' code loads (`parts`), then the share's chart runs. */
export function bindShareToMint(parts: StepsPart) {
  return shareToMintMachine.provide({
    actors: {
      loadSteps: fromPromise(() => parts.loadSteps()),
      share: deferredLogic('share', () => parts.loaded.steps?.share),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type ShareToMintLogic = ReturnType<typeof bindShareToMint>;
