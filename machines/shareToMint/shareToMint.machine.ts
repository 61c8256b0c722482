import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { shareMachine } from '../share/share.machine';
import type { ShareOutput } from '../share/share.types';
import type { ShareToMintContext, ShareToMintEvent, ShareToMintInput, ShareToMintOutput } from './shareToMint.types';

/**
 * MintShare's share to mint (spec sections 2, 4 and 8), a child of the mint page: the share's and
 * the mint's code loads (a chunk of its own), then 'SHARE TO MINT!' ('MINT!' once shared) runs the
 * share, whose end the mint page turns into the mint. Without a signature it says 'Missing mint
 * data.'; code that does not load, or a share that stops, say 'An error has occurred' until 'Try
 * again'.
 */
export const shareToMintMachine = setup({
  types: {
    context: {} as ShareToMintContext,
    events: {} as ShareToMintEvent,
    input: {} as ShareToMintInput,
    output: {} as ShareToMintOutput,
  },
  actors: {
    /** The share's and the mint's code (src/app/bindings/mintPageParts.ts). */
    loadSteps: fromPromise<void>(() => Promise.reject(new Error('loadSteps is bound at the edge'))),
    /**
     * Share to mint (machines/share): a machine file imports no other machine, so this placeholder
     * is typed as it and src/app/bindings/shareToMint.ts binds the real one.
     */
    share: fromCallback(() => {}) as unknown as typeof shareMachine,
  },
  guards: {
    isSigned: ({ context }) => context.signed,
  },
  actions: {
    setShared: assign((_, params: { output: ShareOutput }) => ({ shared: params.output })),
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: () => {},
  },
}).createMachine({
  id: 'shareToMint',
  context: ({ input }) => ({ ...input, shared: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isSigned', target: 'loadingSteps' }, { target: 'missingData' }],
    },
    loadingSteps: {
      description: "The share's and the mint's code loads (a chunk of its own).",
      invoke: {
        id: 'loadSteps',
        src: 'loadSteps',
        onDone: 'sharing',
        onError: { target: 'shareFailed', actions: 'logFailure' },
      },
    },
    missingData: { description: "'Missing mint data.': back to MintEntry signs again." },
    sharing: {
      description: "'SHARE TO MINT!' ('MINT!' once shared); the share's end starts the mint.",
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ context }) => context.share,
        onDone: {
          target: 'shared',
          actions: { type: 'setShared', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'shareFailed', actions: 'logFailure' },
      },
    },
    shareFailed: {
      description: "The share stopped or its code did not load: 'An error has occurred', and Try again.",
      on: { 'shareToMint.retry': { target: 'loadingSteps' } },
    },
    shared: { type: 'final', description: 'Shared, or shared before: the mint page starts the mint.' },
  },
  // Only reached through setShared.
  output: ({ context }) => context.shared as ShareToMintOutput,
});
