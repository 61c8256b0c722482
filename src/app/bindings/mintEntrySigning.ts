import { fromPromise } from 'xstate';
import { mintEntrySigningMachine, type SignedMint } from '../../../machines/mintEntrySigning';
import type { Services } from '../../services/services.types';
import { importOnce } from '../../boot/importOnce';

/** What MintEntry's signing runs on. */
export interface MintEntrySigningEdge {
  services: () => Promise<Services>;
}

/** Binds MintEntry's signing (spec section 7) to the sale service: sign for mint, then fetchThumbnails. */
export function bindMintEntrySigning(edge: MintEntrySigningEdge) {
  // The story-key parser comes with the first signature, before it is asked for.
  // The one export it takes, so that the bundler leaves the module's others out of its chunk.
  const storyKeyParser = importOnce(async () => (await import('../../domain/storyKey')).storyOfKey);
  return mintEntrySigningMachine.provide({
    actors: {
      signForMint: fromPromise(async ({ input, signal }): Promise<SignedMint> => {
        const [{ sale }, storyOfKey] = await Promise.all([edge.services(), storyKeyParser()]);
        const { saleId, hotWallet, coldWallet, nonce } = input;
        const signed = await sale.signForMint(
          { saleId, payload: coldWallet ? { coldWallet, hotWallet, nonce: nonce ?? '' } : { hotWallet } },
          signal,
        );
        return {
          mintAndSig: { rawMessage: signed.rawMessage, signature: signed.signature },
          signedTokens: signed.signedTokens,
          story: storyOfKey(signed.storyKey),
          nftImageMap: signed.nftImages ?? {},
        };
      }),
      fetchThumbnails: fromPromise(async ({ input, signal }) =>
        input.tokenIds.length === 0
          ? {}
          : (await edge.services()).sale.fetchThumbnails({ saleId: input.saleId, tokenIds: input.tokenIds }, signal),
      ),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type MintEntrySigningLogic = ReturnType<typeof bindMintEntrySigning>;
