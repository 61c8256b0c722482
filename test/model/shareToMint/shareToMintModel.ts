import { shareToMintMachine, type ShareToMintInput } from '../../../machines/shareToMint';
import type { ShareOutput } from '../../../machines/share';
import { actorDone, actorError, defineModel, whenDone } from '../modelTypes';

/**
 * MintShare's share to mint: pure plan data (no DOM). Planned for a signed mint with its story to
 * share, and for a MintShare reached without a signature. The share's code loads or does not; the
 * share (a chart of its own, with its own tests) ends or stops as a whole.
 */

const HOT = '0xa11ce0000000000000000000000000000000000a';

const SIGNED: ShareToMintInput = {
  signed: true,
  share: {
    story: { walletAddress: HOT, storyId: 'bayc-story' },
    hotWallet: HOT,
    connectedWallet: HOT,
    alreadyShared: false,
    postRedirectData: { email: null, twitter: 'storyverse_fan' },
  },
};

export const shareToMintModel = defineModel({
  name: 'shareToMint',
  machine: shareToMintMachine,
  inputs: [
    { name: 'signed', description: 'NEXT on Finalize Mint of /bayc: the story to share', input: SIGNED },
    {
      name: 'no signature',
      description: '/bayc?forcePage=MintShare while logged in',
      input: { ...SIGNED, signed: false },
    },
  ],
  sampleEvents: [
    actorDone('loadSteps'),
    actorError('loadSteps', new Error('the mint steps chunk did not load (planned)')),
    actorDone('share', { source: 'Twitter' }),
    actorError('share', new Error('the share failed (planned)')),
    { type: 'shareToMint.retry' },
  ],
  stateDescriptions: {
    loadingSteps: "the share's code loads: 'Loading…'",
    missingData: "'Missing mint data.'",
    sharing: "'SHARE TO MINT!'",
    shareFailed: "the share stopped: 'An error has occurred' and Try again",
    shared: 'shared: the mint page starts the mint',
  },
  guardDescriptions: { isSigned: 'the mint is signed' },
  eventDescriptions: {
    'xstate.done.actor.loadSteps': "the share's code arrives",
    'xstate.error.actor.loadSteps': "the share's code does not arrive",
    'xstate.done.actor.share': whenDone(({ source }: ShareOutput) =>
      source ? `the story is shared on ${source}` : 'the share ends without a new share',
    ),
    'shareToMint.retry': "the visitor presses 'Try again' under the share error",
  },
});
