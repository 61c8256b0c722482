import { assign, emit, fromPromise, setup } from 'xstate';
import type {
  IdentityProofAccount,
  IdentityProofContext,
  IdentityProofEmitted,
  IdentityProofEvent,
  IdentityProofInput,
  IdentityProofProblem,
  IdentityProofStatus,
  ProviderLoginResult,
  VerifiedSession,
} from './identityProof.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/identityProof.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));

/**
 * Identity proof (spec sections 3, 4 and 8): the holder proves with the provider that a cold
 * wallet holds the tokens. Provider login for a nonce and a status; only 'authenticated' passes
 * (rejected or closed: the need-account modal); the accounts fetched for the nonce become the
 * stored session, valid 5 minutes, refetched once on expiry when allowed. One actor per policy.
 */
export const identityProofMachine = setup({
  types: {
    context: {} as IdentityProofContext,
    events: {} as IdentityProofEvent,
    input: {} as IdentityProofInput,
    emitted: {} as IdentityProofEmitted,
  },
  actors: {
    /** The stored session of this policy, checked; null when there is none (or it was discarded). */
    restoreSession: fromPromise<VerifiedSession | null, { policyId: string }>(unbound('restoreSession')),
    /** The provider's login (its widget, or the mock dialog). */
    providerLogin: fromPromise<ProviderLoginResult, { policyId: string; tokenName: string }>(unbound('providerLogin')),
    /** GET /tp/{nonce}, then the session stored and parsed. */
    verifyAccounts: fromPromise<VerifiedSession, { policyId: string; nonce: string }>(unbound('verifyAccounts')),
  },
  delays: {
    /** Spec section 9: the session is valid 5 minutes after it was verified. */
    sessionExpiry: ({ context }) => Math.max(0, context.timeLeftMs),
  },
  guards: {
    nothingStored: (_, params: { session: VerifiedSession | null }) => params.session === null,
    isExpired: (_, params: { timeLeftMs: number }) => params.timeLeftMs <= 0,
    hasMainAccount: ({ context }) => context.account?.mainAccount != null,
    mayRefresh: ({ context }) => context.allowRefresh && !context.refreshed,
    /** Spec section 4: rejected and closed fail verification and show the need-account modal. */
    isRefused: (_, params: { status: IdentityProofStatus }) =>
      params.status === 'rejected' || params.status === 'closed',
    isAuthenticated: (_, params: { status: IdentityProofStatus }) => params.status === 'authenticated',
    hasNonce: (_, params: { nonce: string }) => params.nonce.trim() !== '',
    isForced: (_, params: { force: boolean | undefined }) => params.force === true,
    /** The provider's widget did not load (its error's code), rather than a failed login. */
    isProviderUnavailable: (_, params: { error: unknown }) =>
      (params.error as { code?: unknown } | null)?.code === 'identityProviderUnavailable',
  },
  actions: {
    setSession: assign((_, params: { session: VerifiedSession }) => ({
      account: params.session.account,
      timeLeftMs: params.session.timeLeftMs,
    })),
    clearSession: assign({ account: null, timeLeftMs: 0, refreshed: false }),
    setNonce: assign((_, params: { nonce: string }) => ({ nonce: params.nonce })),
    markRefreshed: assign({ refreshed: true }),
    clearRefreshed: assign({ refreshed: false }),
    setProblem: assign((_, params: { problem: IdentityProofProblem }) => ({ problem: params.problem })),
    clearProblem: assign({ problem: null }),
    announceAccount: emit(({ context }) => ({
      type: 'identityProof.loggedIn' as const,
      account: context.account as IdentityProofAccount,
    })),
    // Placeholders: src/app/bindings/identityProof.ts binds the real effects.
    /** Removes the stored session. */
    forgetSession: () => {},
    /** Spec section 7's analytics: identity-proof Start, Success and Error. */
    trackStart: () => {},
    trackSuccess: () => {},
    trackError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'identityProof',
  context: ({ input }) => ({
    policyId: input.policyId,
    tokenName: input.tokenName,
    allowRefresh: input.allowRefresh,
    account: null,
    timeLeftMs: 0,
    nonce: null,
    refreshed: false,
    problem: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'The stored session of this policy, if any, read back and checked.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ context }) => ({ policyId: context.policyId }),
        onDone: [
          { guard: { type: 'nothingStored', params: ({ event }) => ({ session: event.output }) }, target: 'loggedOut' },
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ timeLeftMs: event.output!.timeLeftMs }) },
            target: 'expired',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
          },
          {
            target: 'checkingAccount',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.output! }) },
          },
        ],
        onError: { target: 'loggedOut' },
      },
    },
    checkingAccount: {
      description: 'Spec section 4: LoggedIn when a main account exists, else LoggedOut.',
      always: [
        { guard: 'hasMainAccount', target: 'loggedIn' },
        { target: 'loggedOut', actions: ['clearSession', 'forgetSession'] },
      ],
    },
    expired: {
      description: 'Five minutes after lastVerified: refetched once from the same nonce when allowed, else dropped.',
      always: [
        { guard: 'mayRefresh', target: 'refreshing' },
        { target: 'loggedOut', actions: ['clearSession', 'forgetSession'] },
      ],
    },
    refreshing: {
      invoke: {
        id: 'verifyAccounts',
        src: 'verifyAccounts',
        input: ({ context }) => ({ policyId: context.policyId, nonce: context.account?.nonce ?? '' }),
        onDone: {
          target: 'checkingAccount',
          actions: [{ type: 'setSession', params: ({ event }) => ({ session: event.output }) }, 'markRefreshed'],
        },
        onError: { target: 'loggedOut', actions: ['clearSession', 'forgetSession'] },
      },
    },
    loggedOut: {
      initial: 'idle',
      on: { 'identityProof.login': { target: 'authenticating' } },
      states: {
        idle: {},
        failed: { description: 'The failure shows with a way to try again.' },
      },
    },
    authenticating: {
      description: "The provider's login: its widget, or the mock dialog.",
      entry: ['clearProblem', 'trackStart'],
      on: { 'identityProof.cancel': { target: 'loggedOut' } },
      invoke: {
        id: 'providerLogin',
        src: 'providerLogin',
        input: ({ context }) => ({ policyId: context.policyId, tokenName: context.tokenName }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ status: event.output.status }) },
            target: 'needAccount',
          },
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => ({ status: event.output.status }) },
            target: 'checkingNonce',
            actions: { type: 'setNonce', params: ({ event }) => ({ nonce: event.output.nonce }) },
          },
          {
            target: 'loggedOut.failed',
            description: 'Any other status (idle, unknown) does not pass verification.',
            actions: { type: 'setProblem', params: { problem: 'authenticationFailed' } },
          },
        ],
        onError: [
          {
            guard: { type: 'isProviderUnavailable', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut.failed',
            actions: [
              { type: 'setProblem', params: { problem: 'tokenproofUnavailable' } },
              { type: 'trackError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'loggedOut.failed',
            actions: [
              { type: 'setProblem', params: { problem: 'authenticationFailed' } },
              { type: 'trackError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    checkingNonce: {
      always: [
        { guard: { type: 'hasNonce', params: ({ context }) => ({ nonce: context.nonce ?? '' }) }, target: 'verifying' },
        {
          target: 'loggedOut.failed',
          description: "'tokenproof service: Missing nonce'",
          actions: { type: 'setProblem', params: { problem: 'tokenproofMissingNonce' } },
        },
      ],
    },
    verifying: {
      description: 'The accounts fetched for the nonce (3 retries, 1 s apart), stored and parsed.',
      on: { 'identityProof.cancel': { target: 'loggedOut' } },
      invoke: {
        id: 'verifyAccounts',
        src: 'verifyAccounts',
        input: ({ context }) => ({ policyId: context.policyId, nonce: context.nonce ?? '' }),
        onDone: {
          target: 'checkingAccount',
          actions: [
            { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
            'clearRefreshed',
            'trackSuccess',
          ],
        },
        onError: {
          target: 'loggedOut.failed',
          actions: [
            { type: 'setProblem', params: { problem: 'authenticationFailed' } },
            { type: 'trackError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    needAccount: {
      description:
        "'In order to sign up you need a Tokenproof account to validate your {token name}.' with the enrollment link.",
      on: { 'needAccount.dismissed': { target: 'loggedOut' } },
    },
    loggedIn: {
      entry: 'announceAccount',
      after: { sessionExpiry: { target: 'expired' } },
      on: {
        'identityProof.login': [
          { guard: { type: 'isForced', params: ({ event }) => ({ force: event.force }) }, target: 'authenticating' },
          { actions: 'announceAccount', description: 'Logged in already: the existing account is returned.' },
        ],
        'identityProof.logout': { target: 'loggedOut', actions: ['clearSession', 'forgetSession'] },
      },
    },
  },
});
