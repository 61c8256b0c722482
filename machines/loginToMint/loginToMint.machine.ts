import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { mintLoginMachine } from '../mintLogin/mintLogin.machine';
import type { MintLoginOutput } from '../mintLogin/mintLogin.types';
import type { LoginToMintContext, LoginToMintEvent, LoginToMintInput, LoginToMintOutput } from './loginToMint.types';

/**
 * The Mint page's 'Log in to mint' (spec sections 2 and 4), a child of the mint page: the button
 * loads the login steps' code (a chunk of its own, fetched by nobody before pressing it), then
 * runs the steps. It ends with the wallets, with which the mint page starts the mint entry. Code
 * that does not load, or steps that stop, say 'An error has occurred' until 'Try again'.
 */
export const loginToMintMachine = setup({
  types: {
    context: {} as LoginToMintContext,
    events: {} as LoginToMintEvent,
    input: {} as LoginToMintInput,
    output: {} as LoginToMintOutput,
  },
  actors: {
    /** The login steps' code (src/app/bindings/mintPageParts.ts). */
    loadLogin: fromPromise<void>(() => Promise.reject(new Error('loadLogin is bound at the edge'))),
    /**
     * The login steps (machines/mintLogin): a machine file imports no other machine, so this
     * placeholder is typed as it and src/app/bindings/loginToMint.ts binds the real one.
     */
    mintLogin: fromCallback(() => {}) as unknown as typeof mintLoginMachine,
  },
  guards: {
    resumes: ({ context }) => context.resumes,
  },
  actions: {
    setLoggedIn: assign((_, params: { output: MintLoginOutput }) => ({ loggedIn: params.output })),
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: () => {},
  },
}).createMachine({
  id: 'loginToMint',
  context: ({ input }) => ({ ...input, loggedIn: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "'Log in to mint': the login's code loads when the visitor presses it.",
      always: {
        guard: 'resumes',
        target: 'loadingLogin',
        description: 'Back from the Twitter authorization: the login resumes by itself, on to the share.',
      },
      on: { 'loginToMint.login': { target: 'loadingLogin' } },
    },
    loadingLogin: {
      description: "The login steps' code loads (a chunk of its own).",
      invoke: {
        id: 'loadLogin',
        src: 'loadLogin',
        onDone: 'login',
        onError: { target: 'loginFailed', actions: 'logFailure' },
      },
    },
    login: {
      description: 'The login steps: wallet provider, hot wallet, then the cold wallet when the sale needs it.',
      invoke: {
        id: 'mintLogin',
        src: 'mintLogin',
        input: ({ context }) => ({
          policyId: context.policyId,
          tokenName: context.tokenName,
          coldWalletRequired: context.coldWalletRequired,
        }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'setLoggedIn', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'loginFailed', actions: 'logFailure' },
      },
    },
    loginFailed: {
      description: "The login stopped or its code did not load: 'An error has occurred', and Try again.",
      on: { 'loginToMint.retry': { target: 'loadingLogin' } },
    },
    loggedIn: { type: 'final', description: 'Logged in: the mint page starts the mint entry with the wallets.' },
  },
  // Only reached through setLoggedIn.
  output: ({ context }) => context.loggedIn as LoginToMintOutput,
});
