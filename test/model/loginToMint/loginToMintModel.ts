import { loginToMintMachine, type LoginToMintInput, type LoginToMintOutput } from '../../../machines/loginToMint';
import { shortenAddress } from '../../../src/domain/address';
import { heldTokenName } from '../../../src/domain/sale/heldToken';
import { SALE } from '../mintPage/mintPageModel';
import { actorDone, actorError, defineModel, whenDone } from '../modelTypes';

/**
 * The Mint page's 'Log in to mint': pure plan data (no DOM). Planned with what the mint page gives
 * it for the Character Pass sale, on a plain visit and on the return from the Twitter
 * authorization (which logs in by itself). The login steps' code loads or does not; the steps (a
 * chart of their own, with its own tests) end or stop as a whole.
 */

const CHARACTER_PASS: LoginToMintInput = {
  policyId: SALE.tokenproofPolicyId ?? '',
  tokenName: heldTokenName(SALE),
  coldWalletRequired: true,
  resumes: false,
};

export const loginToMintModel = defineModel({
  name: 'loginToMint',
  machine: loginToMintMachine,
  inputs: [
    { name: 'Character Pass', description: 'open /bayc during the mint', input: CHARACTER_PASS },
    {
      name: 'back from Twitter',
      description: 'open /bayc during the mint, back from the Twitter authorization of share to mint',
      input: { ...CHARACTER_PASS, resumes: true },
    },
  ],
  sampleEvents: [
    actorDone('loadLogin'),
    actorError('loadLogin', new Error('the login chunk did not load (planned)')),
    actorDone('mintLogin', {
      hotWallet: '0xa11ce0000000000000000000000000000000000a',
      coldWallet: { address: '0xc01d000000000000000000000000000000000c01', nonce: 'mock-nonce-policy-bayc' },
    }),
    actorError('mintLogin', new Error('the mint login failed (planned)')),
    { type: 'loginToMint.login' },
    { type: 'loginToMint.retry' },
  ],
  stateDescriptions: {
    idle: "'Log in to mint'",
    loadingLogin: "the login steps' code loads: 'Log in to mint' waits",
    login: 'the login steps',
    loginFailed: "the login stopped: 'An error has occurred' and Try again",
    loggedIn: 'logged in: the mint page goes on to the mint entry',
  },
  guardDescriptions: { resumes: 'the page is back from the Twitter authorization' },
  eventDescriptions: {
    'xstate.done.actor.loadLogin': "the login steps' code arrives",
    'xstate.error.actor.loadLogin': "the login steps' code does not arrive",
    'xstate.done.actor.mintLogin': whenDone(
      ({ hotWallet, coldWallet }: LoginToMintOutput) =>
        `the login steps end: hot wallet ${shortenAddress(hotWallet)}, cold wallet ${coldWallet ? shortenAddress(coldWallet.address) : 'none'}`,
    ),
    'loginToMint.login': "the visitor presses 'Log in to mint'",
    'loginToMint.retry': "the visitor presses 'Try again' under the login error",
  },
});
