import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { identityProofMachine } from '../identityProof/identityProof.machine';
import type {
  MintColdWallet,
  MintLoginContext,
  MintLoginEvent,
  MintLoginInput,
  MintLoginOutput,
} from './mintLogin.types';

/**
 * The login of the Mint page (spec section 4, login steps Idle, LoginWithMetamask,
 * LoginWithTokenproof, Done, NoMetamask). The mint page starts it when 'Log in to mint' is pressed
 * (its Idle is the mint chart's `Mint.idle`): it checks that a wallet provider is present (else
 * NoMetamask, with the install link), then takes the steps the sale requires in turn: the hot
 * wallet (the app's wallet login), then for characterPass sales the cold wallet through the
 * identity proof. A step already done (a wallet connected before) is skipped. Done gives what start
 * mint entry needs; after a failed identity proof it is Idle again, with the login button.
 */
export const mintLoginMachine = setup({
  types: {
    context: {} as MintLoginContext,
    events: {} as MintLoginEvent,
    input: {} as MintLoginInput,
    output: {} as MintLoginOutput,
  },
  actors: {
    /** Whether a wallet provider is present (the mock wallet always is). */
    detectWalletProvider: fromPromise<boolean>(() =>
      Promise.reject(new Error('detectWalletProvider is bound at the edge')),
    ),
    /** Sends `mintLogin.hotWalletChanged` now and on every change (the app's user flow). */
    watchHotWallet: fromCallback<MintLoginEvent>(() => undefined),
    /** Sends `mintLogin.coldWalletChanged` now and on every change (the identity proof). */
    watchColdWallet: fromCallback<MintLoginEvent>(() => undefined),
    /** machines/identityProof, bound at the edge like the mint page's children. */
    identityProof: fromCallback(() => {}) as unknown as typeof identityProofMachine,
  },
  guards: {
    isPresent: (_, params: { present: boolean }) => params.present,
    needsHotWallet: ({ context }) => context.hotWallet === null,
    needsColdWallet: ({ context }) => context.coldWalletRequired && context.coldWallet === null,
    hasHotWallet: ({ context }) => context.hotWallet !== null,
    hasColdWallet: ({ context }) => context.coldWallet !== null,
  },
  actions: {
    setHotWallet: assign((_, params: { address: string | null }) => ({ hotWallet: params.address })),
    setColdWallet: assign((_, params: { coldWallet: MintColdWallet | null }) => ({ coldWallet: params.coldWallet })),
  },
}).createMachine({
  id: 'mintLogin',
  context: ({ input }) => ({ ...input, hotWallet: null, coldWallet: null }),
  invoke: {
    id: 'watchHotWallet',
    src: 'watchHotWallet',
    onError: { target: '.NoMetamask', description: 'The wallet layer is not running.' },
  },
  on: {
    'mintLogin.hotWalletChanged': {
      actions: { type: 'setHotWallet', params: ({ event }) => ({ address: event.address }) },
    },
  },
  initial: 'checkingProvider',
  states: {
    Idle: {
      description: "The login stopped: 'Log in to mint' starts it again.",
      on: { 'mintLogin.start': { target: 'checkingProvider' } },
    },
    checkingProvider: {
      description: 'Is there a wallet provider in this browser?',
      invoke: {
        id: 'detectWalletProvider',
        src: 'detectWalletProvider',
        onDone: [
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ present: event.output }) },
            target: 'nextStep',
          },
          { target: 'NoMetamask' },
        ],
        onError: { target: 'NoMetamask' },
      },
    },
    NoMetamask: {
      description: 'No wallet provider: the install link; the button checks again.',
      on: { 'mintLogin.start': { target: 'checkingProvider' } },
    },
    nextStep: {
      always: [
        { guard: 'needsHotWallet', target: 'LoginWithMetamask' },
        { guard: 'needsColdWallet', target: 'LoginWithTokenproof' },
        { target: 'Done' },
      ],
    },
    LoginWithMetamask: {
      description: 'Connect the hot wallet (the wallet that mints).',
      always: { guard: 'hasHotWallet', target: 'nextStep' },
    },
    LoginWithTokenproof: {
      description: 'Prove ownership with the cold wallet through the identity proof.',
      always: [
        { guard: 'needsHotWallet', target: 'LoginWithMetamask', description: 'The hot wallet logged out.' },
        { guard: 'hasColdWallet', target: 'nextStep' },
      ],
      invoke: [
        {
          id: 'identityProof',
          src: 'identityProof',
          systemId: 'identityProof',
          input: ({ context }) => ({ policyId: context.policyId, tokenName: context.tokenName, allowRefresh: true }),
          onError: { target: 'Idle', description: 'The identity proof stopped (a bug): log in again.' },
        },
        {
          id: 'watchColdWallet',
          src: 'watchColdWallet',
          onError: { target: 'Idle', description: 'The identity proof cannot be watched: log in again.' },
        },
      ],
      on: {
        'mintLogin.coldWalletChanged': {
          actions: { type: 'setColdWallet', params: ({ event }) => ({ coldWallet: event.coldWallet }) },
        },
      },
    },
    Done: {
      type: 'final',
      description: 'Start mint entry with the wallets.',
    },
  },
  output: ({ context }) => ({ hotWallet: context.hotWallet ?? '', coldWallet: context.coldWallet }),
});
