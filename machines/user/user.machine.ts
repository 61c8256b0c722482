import { and, assign, fromCallback, fromPromise, raise, setup, stateIn } from 'xstate';
import { sameAddress } from '../../src/domain/address';
import { permissionsFor } from '../../src/domain/permissions';
import type {
  UserContext,
  UserEvent,
  UserInput,
  UserProblem,
  WalletHoldings,
  WalletOption,
  WalletSession,
} from './user.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/user.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));

/**
 * A failure as the user sees it. The edge rejects wallet actors with WalletError only, whose
 * `kind` and catalogue `message` are read here; anything else is a plain failure.
 */
function problemFrom(error: unknown): UserProblem {
  const { kind, message } = (typeof error === 'object' && error !== null ? error : {}) as Partial<UserProblem>;
  return { kind: typeof kind === 'string' ? kind : 'failed', message: typeof message === 'string' ? message : '' };
}

/**
 * The user: who is logged in, with which wallet, on which chain, whether the wallet passed the
 * compliance screening, what it holds and what it may do (spec sections 3, 4 and 6). One actor
 * for the app (`systemId: 'user'`), invoked by the app machine. Two regions:
 *
 * - `session`: restoring (silent reconnect) → loggedOut ⇄ loggingIn → loggedIn → loggingOut;
 * - `redirect`: where the login and logout pages go once the session has done what they asked.
 */
export const userMachine = setup({
  types: {
    context: {} as UserContext,
    events: {} as UserEvent,
    input: {} as UserInput,
  },
  actors: {
    /** Wallet discovery and the connected wallet's own events (accounts, chain, disconnect). */
    watchWallet: fromCallback<UserEvent>(() => () => {}),
    /** The silent reconnect after a reload: no prompt. Null: nobody to restore. */
    restoreSession: fromPromise<WalletSession | null>(async () => null),
    /** Asks the chosen wallet (or mock account) for its account: a prompt in a real wallet. */
    connect: fromPromise<WalletSession, { optionId: string }>(unbound('connect')),
    switchChain: fromPromise<void, { chainId: number }>(unbound('switchChain')),
    /** Compliance screening (spec section 6): true when the wallet may take part. */
    screenWallet: fromPromise<boolean, { address: string }>(unbound('screenWallet')),
    loadHoldings: fromPromise<WalletHoldings, { address: string }>(unbound('loadHoldings')),
    disconnect: fromPromise<void>(unbound('disconnect')),
  },
  delays: {
    /** A wallet that never answers the silent reconnect is given up: the visitor is logged out. */
    restoreTimeout: 10_000,
    /** A network switch the wallet never answers is given up: the switch is offered again. */
    switchChainTimeout: 120_000,
    /** Logging out never waits longer than this on the wallet. */
    logoutTimeout: 5_000,
  },
  guards: {
    hasSession: (_, params: { session: WalletSession | null }) => params.session !== null,
    hasWallet: ({ context }) => context.options.length > 0,
    /** Several accounts or wallets: the picker asks which one. */
    mustChoose: ({ context }) => context.options.length > 1,
    loginRequested: stateIn({ redirect: 'afterLogin' }),
    logoutRequested: stateIn({ redirect: 'afterLogout' }),
    shouldLogInAutomatically: and(['loginRequested', 'hasWallet']),
    isLoggedIn: stateIn({ session: 'loggedIn' }),
    isLoggedOut: stateIn({ session: 'loggedOut' }),
    onExpectedChain: ({ context }) => context.session?.chainId === context.expectedChainId,
    isSafe: (_, params: { safe: boolean }) => params.safe,
    hasNoAccount: (_, params: { accounts: readonly string[] }) => params.accounts.length === 0,
    /** Addresses differ only in checksum case for the same wallet. */
    isCurrentAccount: ({ context }, params: { accounts: readonly string[] }) =>
      sameAddress(params.accounts[0], context.session?.address),
  },
  actions: {
    setOptions: assign((_, params: { options: WalletOption[] }) => ({ options: params.options })),
    chooseOption: assign((_, params: { optionId: string }) => ({ chosenOptionId: params.optionId })),
    chooseOnlyOption: assign(({ context }) => ({ chosenOptionId: context.options[0]?.id ?? null })),
    startSession: assign((_, params: { session: WalletSession }) => ({
      session: params.session,
      caSafe: null,
      holdings: null,
      problem: null,
    })),
    /**
     * Another account is another user: nothing tied to the old address is kept (its permissions
     * are granted again as loggedIn is re-entered).
     */
    switchAccount: assign(({ context }, params: { address: string }) => ({
      session: context.session && { ...context.session, address: params.address },
      caSafe: null,
      holdings: null,
      problem: null,
    })),
    endSession: assign({ session: null, caSafe: null, permissions: [], holdings: null, chosenOptionId: null }),
    /** Spec section 6: User for every wallet; Admin and Service for the service address. */
    grantPermissions: assign(({ context }) => ({
      permissions: permissionsFor(context.session?.address ?? '', context.serviceAddress),
    })),
    setChain: assign(({ context }, params: { chainId: number }) => ({
      session: context.session && { ...context.session, chainId: params.chainId },
    })),
    setSafety: assign((_, params: { safe: boolean }) => ({ caSafe: params.safe })),
    setHoldings: assign((_, params: { holdings: WalletHoldings }) => ({ holdings: params.holdings })),
    rememberProblem: assign((_, params: { error: unknown }) => ({ problem: problemFrom(params.error) })),
    clearProblem: assign({ problem: null }),
    setReturnTo: assign((_, params: { returnTo: string | null }) => ({ returnTo: params.returnTo })),
    announceSessionStarted: raise({ type: 'session.started' }),
    announceSessionEnded: raise({ type: 'session.ended' }),
    // Placeholders: src/app/bindings/user.ts binds the real effects.
    /** Goes to `to` when it is a path on this site, else to '/'. */
    navigateBack: (_, _params: { to: string | null }) => {},
    /**
     * The wallet layer lets go of the session (its connection, listeners and the remembered
     * choice) when a session ends other than through loggingOut; nothing is awaited.
     */
    forgetSession: () => {},
    trackConnectStart: () => {},
    trackConnectError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'user',
  type: 'parallel',
  context: ({ input }) => ({
    userService: input.userService,
    expectedChainId: input.expectedChainId,
    serviceAddress: input.serviceAddress,
    options: [],
    chosenOptionId: null,
    session: null,
    caSafe: null,
    permissions: [],
    holdings: null,
    problem: null,
    returnTo: null,
  }),
  invoke: { id: 'watchWallet', src: 'watchWallet' },
  on: {
    'wallet.optionsChanged': {
      actions: { type: 'setOptions', params: ({ event }) => ({ options: event.options }) },
    },
  },
  states: {
    session: {
      description: 'loginState (spec section 4): who is logged in, and how they log in and out.',
      initial: 'restoring',
      states: {
        restoring: {
          description: 'loginState idle: the silent reconnect of the remembered wallet, without a prompt.',
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: 'logoutRequested',
                target: 'loggingOut',
                description: '/logout was opened meanwhile: log the restored wallet out.',
              },
              {
                guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
                target: 'loggedIn',
                actions: { type: 'startSession', params: ({ event }) => ({ session: event.output! }) },
              },
              {
                guard: 'shouldLogInAutomatically',
                target: 'loggingIn',
                description: '/login was opened meanwhile: start the login it asks for.',
              },
              { target: 'loggedOut' },
            ],
            onError: [
              {
                guard: 'shouldLogInAutomatically',
                target: 'loggingIn',
                description: 'Nothing restored, and /login was opened meanwhile: start the login it asks for.',
              },
              { target: 'loggedOut', description: 'Nothing restored: the visitor logs in again.' },
            ],
          },
          after: {
            restoreTimeout: [{ guard: 'shouldLogInAutomatically', target: 'loggingIn' }, { target: 'loggedOut' }],
          },
        },
        loggedOut: {
          entry: ['endSession', 'announceSessionEnded'],
          initial: 'idle',
          on: {
            'user.login': { guard: 'hasWallet', target: 'loggingIn' },
            'loginPage.opened': {
              guard: 'hasWallet',
              target: 'loggingIn',
              description: 'The login page logs in by itself when no wallet prompt is open.',
            },
          },
          states: {
            idle: {},
            failed: {
              description: 'The last login failed: its message shows with a way to try again.',
            },
          },
        },
        loggingIn: {
          entry: ['clearProblem', 'trackConnectStart'],
          initial: 'deciding',
          on: {
            'logoutPage.opened': { target: 'loggedOut', actions: 'forgetSession' },
          },
          states: {
            deciding: {
              always: [
                { guard: 'mustChoose', target: 'choosing' },
                { target: 'connecting', actions: 'chooseOnlyOption' },
              ],
            },
            choosing: {
              description: 'The picker lists the mock accounts, or the wallets this browser announced.',
              on: {
                'login.optionChosen': {
                  target: 'connecting',
                  actions: { type: 'chooseOption', params: ({ event }) => ({ optionId: event.optionId }) },
                },
                'login.cancelled': {
                  target: '#user.session.loggedOut',
                  actions: 'forgetSession',
                  description: 'Spec section 4: closing the mock picker logs out.',
                },
              },
            },
            connecting: {
              description: 'Waiting for the wallet to share an account; the user may stop waiting.',
              invoke: {
                id: 'connect',
                src: 'connect',
                input: ({ context }) => ({ optionId: context.chosenOptionId ?? '' }),
                onDone: {
                  target: '#user.session.loggedIn',
                  actions: { type: 'startSession', params: ({ event }) => ({ session: event.output }) },
                },
                onError: {
                  target: '#user.session.loggedOut.failed',
                  actions: [
                    { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) },
                    { type: 'trackConnectError', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
              on: { 'login.cancelled': { target: '#user.session.loggedOut', actions: 'forgetSession' } },
            },
          },
        },
        loggedIn: {
          type: 'parallel',
          entry: ['grantPermissions', 'announceSessionStarted'],
          on: {
            'user.logout': { target: 'loggingOut' },
            'logoutPage.opened': { target: 'loggingOut' },
            'user.switchAccount': {
              guard: 'mustChoose',
              target: 'loggingIn',
              actions: ['forgetSession', 'endSession'],
              description: 'The current account is logged out first: the picker then logs in another, or nobody.',
            },
            'wallet.disconnected': { target: 'loggedOut', actions: 'forgetSession' },
            'wallet.accountsChanged': [
              {
                guard: { type: 'hasNoAccount', params: ({ event }) => ({ accounts: event.accounts }) },
                target: 'loggedOut',
                actions: 'forgetSession',
                description: 'The wallet shares no account any more: logged out.',
              },
              {
                guard: { type: 'isCurrentAccount', params: ({ event }) => ({ accounts: event.accounts }) },
              },
              {
                target: 'loggedIn',
                reenter: true,
                description: 'Another account is a new user: permissions, screening and holdings start over.',
                actions: { type: 'switchAccount', params: ({ event }) => ({ address: event.accounts[0]! }) },
              },
            ],
          },
          states: {
            network: {
              description: 'Nothing is signed or sent until the wallet is on the expected chain.',
              initial: 'checking',
              on: {
                'wallet.chainChanged': {
                  target: '.checking',
                  actions: { type: 'setChain', params: ({ event }) => ({ chainId: event.chainId }) },
                },
              },
              states: {
                checking: {
                  always: [{ guard: 'onExpectedChain', target: 'expected' }, { target: 'wrong' }],
                },
                expected: {},
                wrong: {
                  description: 'The connected chain is shown, with a switch to the expected one.',
                  on: { 'network.switch': { target: 'switching' } },
                },
                switching: {
                  description: 'The wallet asks its user to switch; the user may stop waiting.',
                  entry: 'clearProblem',
                  on: { 'network.cancel': { target: 'wrong' } },
                  after: { switchChainTimeout: { target: 'wrong' } },
                  invoke: {
                    id: 'switchChain',
                    src: 'switchChain',
                    input: ({ context }) => ({ chainId: context.expectedChainId }),
                    onDone: {
                      target: 'checking',
                      actions: { type: 'setChain', params: ({ context }) => ({ chainId: context.expectedChainId }) },
                    },
                    onError: {
                      target: 'wrong',
                      actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
              },
            },
            screening: {
              description: 'caSafe (spec section 6): a blocked wallet sees "This wallet is blocked."',
              initial: 'checking',
              states: {
                checking: {
                  invoke: {
                    id: 'screenWallet',
                    src: 'screenWallet',
                    input: ({ context }) => ({ address: context.session?.address ?? '' }),
                    onDone: [
                      {
                        guard: { type: 'isSafe', params: ({ event }) => ({ safe: event.output }) },
                        target: 'safe',
                        actions: { type: 'setSafety', params: { safe: true } },
                      },
                      { target: 'blocked', actions: { type: 'setSafety', params: { safe: false } } },
                    ],
                    onError: { target: 'failed' },
                  },
                },
                safe: {},
                blocked: {},
                failed: {
                  description: 'The screening could not answer: not a block; the user can try again.',
                  on: { 'screening.retry': { target: 'checking' } },
                },
              },
            },
            holdings: {
              description: 'The tokens the wallet holds (wallet nfts, storyNFTs and flags).',
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadHoldings',
                    src: 'loadHoldings',
                    input: ({ context }) => ({ address: context.session?.address ?? '' }),
                    onDone: {
                      target: 'loaded',
                      actions: { type: 'setHoldings', params: ({ event }) => ({ holdings: event.output }) },
                    },
                    onError: { target: 'failed' },
                  },
                },
                loaded: {},
                failed: { on: { 'holdings.retry': { target: 'loading' } } },
              },
            },
          },
        },
        loggingOut: {
          after: {
            logoutTimeout: { target: 'loggedOut', description: 'A wallet that does not answer is left behind.' },
          },
          invoke: {
            id: 'disconnect',
            src: 'disconnect',
            onDone: { target: 'loggedOut' },
            onError: { target: 'loggedOut', description: 'Logging out always works here, whatever the wallet says.' },
          },
        },
      },
    },
    redirect: {
      description: 'The login and logout pages go to their r parameter (or /) once the session is done.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'loginPage.opened': [
              {
                guard: 'isLoggedIn',
                actions: { type: 'navigateBack', params: ({ event }) => ({ to: event.returnTo }) },
              },
              {
                target: 'afterLogin',
                actions: { type: 'setReturnTo', params: ({ event }) => ({ returnTo: event.returnTo }) },
              },
            ],
            'logoutPage.opened': [
              {
                guard: 'isLoggedOut',
                actions: { type: 'navigateBack', params: ({ event }) => ({ to: event.returnTo }) },
              },
              {
                target: 'afterLogout',
                actions: { type: 'setReturnTo', params: ({ event }) => ({ returnTo: event.returnTo }) },
              },
            ],
          },
        },
        afterLogin: {
          on: {
            'session.started': {
              target: 'idle',
              actions: { type: 'navigateBack', params: ({ context }) => ({ to: context.returnTo }) },
            },
            'loginPage.left': { target: 'idle' },
          },
        },
        afterLogout: {
          on: {
            'session.ended': {
              target: 'idle',
              actions: { type: 'navigateBack', params: ({ context }) => ({ to: context.returnTo }) },
            },
            'logoutPage.left': { target: 'idle' },
          },
        },
      },
    },
  },
});
