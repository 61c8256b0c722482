import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../src/domain/errors/messageOf';
import type {
  MintEntrySigningContext,
  MintEntrySigningEvent,
  MintEntrySigningInput,
  MintEntrySigningOutput,
  SignedMint,
} from './mintEntrySigning.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/mintPage.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));

/**
 * MintEntry's signing (spec sections 3, 7 and 8), a child of the mint page: sign for mint with the
 * wallets and the nonce, then the images of the signed tokens. A failed signature says why and
 * waits for 'Try again'; images that do not come leave the tokens without them. It ends with the
 * signature, which the mint page keeps (a Back from MintShare does not sign again).
 */
export const mintEntrySigningMachine = setup({
  types: {
    context: {} as MintEntrySigningContext,
    events: {} as MintEntrySigningEvent,
    input: {} as MintEntrySigningInput,
    output: {} as MintEntrySigningOutput,
  },
  actors: {
    /** Sign for mint (spec section 7), the story key read; rejects with the catalogue's text. */
    signForMint: fromPromise<SignedMint, MintEntrySigningInput>(unbound('signForMint')),
    /** fetchThumbnails for the signed tokens: token id to image URL. */
    fetchThumbnails: fromPromise<Record<string, string>, { saleId: string; tokenIds: string[] }>(
      unbound('fetchThumbnails'),
    ),
  },
  actions: {
    setSigned: assign((_, params: { signed: SignedMint }) => ({ signed: params.signed, error: null })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    addThumbnails: assign(({ context }, params: { images: Record<string, string> }) => ({
      signed: context.signed && {
        ...context.signed,
        nftImageMap: { ...context.signed.nftImageMap, ...params.images },
      },
    })),
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: () => {},
  },
}).createMachine({
  id: 'mintEntrySigning',
  context: ({ input }) => ({ ...input, signed: null, error: null }),
  initial: 'signing',
  states: {
    signing: {
      description: "Sign for mint with the wallets and the nonce: 'Fetching your signature…'.",
      invoke: {
        id: 'signForMint',
        src: 'signForMint',
        input: ({ context }) => ({
          saleId: context.saleId,
          hotWallet: context.hotWallet,
          coldWallet: context.coldWallet,
          nonce: context.nonce,
        }),
        onDone: {
          target: 'loadingThumbnails',
          actions: { type: 'setSigned', params: ({ event }) => ({ signed: event.output }) },
        },
        onError: {
          target: 'signFailed',
          actions: { type: 'setError', params: ({ event }) => ({ message: messageOf(event.error) ?? 'No response' }) },
        },
      },
    },
    signFailed: {
      description: "'Error occurred while fetching signature.' with the reason, and Try again.",
      on: { 'signing.retry': { target: 'signing' } },
    },
    loadingThumbnails: {
      description: 'The tokens signed for show; their images load (fetchThumbnails).',
      invoke: {
        id: 'fetchThumbnails',
        src: 'fetchThumbnails',
        input: ({ context }) => ({ saleId: context.saleId, tokenIds: context.signed?.signedTokens ?? [] }),
        onDone: {
          target: 'signed',
          actions: { type: 'addThumbnails', params: ({ event }) => ({ images: event.output }) },
        },
        onError: { target: 'signed', description: 'The tokens show without their images.', actions: 'logFailure' },
      },
    },
    signed: { type: 'final', description: 'Signed: MintEntry keeps the signature and its images.' },
  },
  // Only reached through loadingThumbnails, after the signature was set.
  output: ({ context }) => context.signed as SignedMint,
});
