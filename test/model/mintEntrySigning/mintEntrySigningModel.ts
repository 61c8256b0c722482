import { mintEntrySigningMachine, type SignedMint } from '../../../machines/mintEntrySigning';
import { actorDone, actorError, defineModel, whenDone } from '../modelTypes';

/**
 * MintEntry's signing: pure plan data (no DOM). A Character Pass mint signed with both wallets;
 * the sale service's answers are the planned actor answers, a refusal with its reason and one
 * without (which says 'No response').
 */

const HOT = '0xa11ce0000000000000000000000000000000000a';

export const SIGNED: SignedMint = {
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  signedTokens: ['101', '102'],
  story: { walletAddress: HOT, storyId: 'bayc-story' },
  nftImageMap: { '102': '/media/mock-nft.svg?id=102' },
};
export const THUMBNAILS = { '101': '/media/mock-nft.svg?id=101' };
export const REFUSED = new Error('You have already minted some. (0xa11ce, mock-nonce)');

export const mintEntrySigningModel = defineModel({
  name: 'mintEntrySigning',
  machine: mintEntrySigningMachine,
  inputs: [
    {
      name: 'both wallets',
      description: "Finalize Mint after 'Log in to mint' on /bayc (hot wallet, and the cold wallet proven)",
      input: { saleId: 'bayc', hotWallet: HOT, coldWallet: '0xc01d000000000000000000000000000000000c01', nonce: 'n-1' },
    },
  ],
  sampleEvents: [
    actorDone('signForMint', SIGNED),
    actorError('signForMint', REFUSED),
    actorError('signForMint', null),
    actorDone('fetchThumbnails', THUMBNAILS),
    actorError('fetchThumbnails', new Error('thumbnails failed (planned)')),
    { type: 'signing.retry' },
  ],
  stateDescriptions: {
    signing: "'Fetching your signature…'",
    signFailed: "'Error occurred while fetching signature.' with the reason, and Try again",
    loadingThumbnails: 'the tokens signed for show while their images load; NEXT waits',
    signed: 'signed: the tokens with the images found',
  },
  eventDescriptions: {
    'xstate.done.actor.signForMint': whenDone(
      ({ signedTokens }: SignedMint) => `the mint is signed for tokens ${signedTokens.join(', ')}`,
    ),
    'xstate.error.actor.signForMint': 'sign for mint fails',
    'xstate.done.actor.fetchThumbnails': whenDone(
      (images: Record<string, string>) => `the thumbnails arrive: ${Object.keys(images).length} image(s)`,
    ),
    'xstate.error.actor.fetchThumbnails': 'the thumbnails do not come',
    'signing.retry': "the visitor presses 'Try again' under the signature error",
  },
});
