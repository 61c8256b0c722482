import { mintStepMachine, type MintStepInput, type MintStepOutput } from '../../../machines/mintStep';
import { shortenAddress } from '../../../src/domain/address';
import { actorDone, actorError, defineModel, whenDone } from '../modelTypes';

/**
 * Minting's mint: pure plan data (no DOM). Planned for a signed Character Pass mint. The mint's
 * code loads or does not; the on-chain mint (a chart of its own, with its own tests) ends minted,
 * ends refused, or stops.
 */

export const SIGNED_MINT: MintStepInput = {
  saleId: 'bayc',
  confirmsMint: true,
  hotWallet: '0xa11ce0000000000000000000000000000000000a',
  twitter: 'storyverse_fan',
  nonce: 'mock-nonce-policy-bayc',
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  pendingHash: null,
};

export const MINTED: MintStepOutput = {
  outcome: 'minted',
  hash: `0x${'ab'.repeat(32)}`,
  nfts: [{ id: '1', contractAddress: '0xc' }],
  notice: null,
};

export const mintStepModel = defineModel({
  name: 'mintStep',
  machine: mintStepMachine,
  inputs: [{ name: 'signed', description: "'MINT!' on MintShare of /bayc, signed and shared", input: SIGNED_MINT }],
  sampleEvents: [
    actorDone('loadSteps'),
    actorError('loadSteps', new Error('the mint steps chunk did not load (planned)')),
    actorDone('mintTransaction', MINTED),
    actorDone('mintTransaction', { outcome: 'failed', reason: 'rejected' }),
    actorError('mintTransaction', new Error('the mint failed (planned)')),
  ],
  stateDescriptions: {
    loadingSteps: "the mint's code loads: 'Minting…'",
    minting: "the on-chain mint: 'Minting…' and where it stands",
    ended: 'the mint ended: the mint page shows Minted, or MintShare with why',
  },
  eventDescriptions: {
    'xstate.done.actor.loadSteps': "the mint's code arrives",
    'xstate.error.actor.loadSteps': "the mint's code does not arrive",
    'xstate.done.actor.mintTransaction': whenDone((output: MintStepOutput) =>
      output.outcome === 'minted'
        ? `the mint transaction ends: minted ${output.nfts.length} NFT(s) in ${output.hash ? shortenAddress(output.hash) : 'no transaction'}`
        : `the mint transaction ends: failed (${output.reason})`,
    ),
  },
});
