import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { mintTransactionMachine } from '../mintTransaction/mintTransaction.machine';
import type { MintFailureReason, MintTransactionOutput } from '../mintTransaction/mintTransaction.types';
import type { MintStepContext, MintStepInput, MintStepOutput } from './mintStep.types';

/**
 * Minting's mint (spec sections 2, 4 and 8), a child of the mint page: the mint's code loads (a
 * chunk of its own; a mint resumed after a reload reaches it first here), then the on-chain mint
 * runs. It ends with how the mint went: minted, or failed with why. Code that does not load, or a
 * mint that stops, is a failed mint, which the mint page shows on MintShare ('Minting failed.
 * Please try again.').
 */
export const mintStepMachine = setup({
  types: {
    context: {} as MintStepContext,
    input: {} as MintStepInput,
    output: {} as MintStepOutput,
  },
  actors: {
    /** The share's and the mint's code (src/app/bindings/mintPageParts.ts). */
    loadSteps: fromPromise<void>(() => Promise.reject(new Error('loadSteps is bound at the edge'))),
    /**
     * The on-chain mint (machines/mintTransaction): a machine file imports no other machine, so
     * this placeholder is typed as it and src/app/bindings/mintStep.ts binds the real one.
     */
    mintTransaction: fromCallback(() => {}) as unknown as typeof mintTransactionMachine,
  },
  actions: {
    setOutcome: assign((_, params: { outcome: MintTransactionOutput }) => ({ outcome: params.outcome })),
    setFailed: assign((_, params: { reason: MintFailureReason }) => ({
      outcome: { outcome: 'failed' as const, reason: params.reason },
    })),
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: () => {},
  },
}).createMachine({
  id: 'mintStep',
  context: ({ input }) => ({ mint: input, outcome: null }),
  initial: 'loadingSteps',
  states: {
    loadingSteps: {
      description: "The mint's code loads (a chunk of its own).",
      invoke: {
        id: 'loadSteps',
        src: 'loadSteps',
        onDone: 'minting',
        onError: {
          target: 'ended',
          description: 'The mint cannot run: a failed mint.',
          actions: [{ type: 'setFailed', params: { reason: 'failed' } }, 'logFailure'],
        },
      },
    },
    minting: {
      description: 'The on-chain mint: prepare, switch chain, approve and send, receipt, confirmation.',
      invoke: {
        id: 'mintTransaction',
        src: 'mintTransaction',
        input: ({ context }) => context.mint,
        onDone: {
          target: 'ended',
          actions: { type: 'setOutcome', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: {
          target: 'ended',
          description: 'The mint stopped (a bug): a failed mint.',
          actions: [{ type: 'setFailed', params: { reason: 'failed' } }, 'logFailure'],
        },
      },
    },
    ended: { type: 'final', description: 'Minted, or failed: the mint page shows which.' },
  },
  // Only reached through setOutcome or setFailed.
  output: ({ context }) => context.outcome as MintStepOutput,
});
