import { assign, fromCallback, setup } from 'xstate';
import { isValidEmailAddress } from '../../src/domain/emailAddress';
import type { followStepMachine } from '../followStep/followStep.machine';
import type { identityProofMachine } from '../identityProof/identityProof.machine';
import type {
  ColdWallet,
  ScreeningStatus,
  WhitelistSignUpContext,
  WhitelistSignUpEvent,
  WhitelistSignUpInput,
  WhitelistSignUpOutput,
} from './whitelistSignUp.types';

/** The optional e-mail is fine empty; an entered one must be an address the other forms accept too. */
const isAcceptableEmail = (email: string) => email.trim() === '' || isValidEmailAddress(email);

/**
 * A child flow the app binds (src/app/bindings/whitelistSignUp.ts). A machine file imports no
 * other machine, so each placeholder is typed as the real chart.
 */
const boundAtEdge = <T>() => fromCallback(() => {}) as unknown as T;

/**
 * The whitelist sign-up section of the mint page (spec sections 2, 4 and 5): e-mail (optional),
 * hot wallet (the user flow), cold wallet (the identity proof) and, when the sale requires them,
 * the Twitter follows (social login, then the follow verification).
 *
 * The parts report to this chart through watchers bound at the edge; the sign-up button is
 * `can(signUp.submit)`: hot wallet connected and not blocked, cold wallet authenticated, the
 * e-mail empty or valid, and no follows required or the follows verified. The flow ends with the
 * check to start (the mint page moves to WhitelistChecking) or, when the follow step finds the
 * wallet already entered, with `alreadySubscribed` (straight to WhitelistChecked).
 */
export const whitelistSignUpMachine = setup({
  types: {
    context: {} as WhitelistSignUpContext,
    events: {} as WhitelistSignUpEvent,
    input: {} as WhitelistSignUpInput,
    output: {} as WhitelistSignUpOutput,
  },
  actors: {
    identityProof: boundAtEdge<typeof identityProofMachine>(),
    followStep: boundAtEdge<typeof followStepMachine>(),
    /** Sends `signUp.hotWalletChanged` and `signUp.screeningChanged`, now and on every change. */
    watchHotWallet: fromCallback<WhitelistSignUpEvent>(() => undefined),
    /** Sends `signUp.coldWalletChanged` from the identity proof (systemId 'identityProof'). */
    watchColdWallet: fromCallback<WhitelistSignUpEvent>(() => undefined),
    /** Sends `signUp.followsChanged` from the follow step (systemId 'followStep'). */
    watchFollowStep: fromCallback<WhitelistSignUpEvent>(() => undefined),
  },
  guards: {
    /** Spec section 5: the sign-up button's rule, plus a blocked wallet and a malformed e-mail. */
    canSignUp: ({ context }) =>
      context.hotWallet !== null &&
      context.screening === 'safe' &&
      context.coldWallet !== null &&
      context.emailAcceptable &&
      (context.requiredAccounts.length === 0 || context.followsVerified),
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({
      email: params.email,
      emailAcceptable: isAcceptableEmail(params.email),
    })),
    /** Another hot wallet: the follow step starts over for it. */
    setHotWallet: assign((_, params: { address: string | null }) => ({
      hotWallet: params.address,
      followsVerified: false,
      twitterHandle: null,
    })),
    setScreening: assign((_, params: { status: ScreeningStatus }) => ({ screening: params.status })),
    setColdWallet: assign((_, params: { coldWallet: ColdWallet | null }) => ({ coldWallet: params.coldWallet })),
    setFollows: assign((_, params: { verified: boolean; twitterHandle: string | null }) => ({
      followsVerified: params.verified,
      twitterHandle: params.twitterHandle,
    })),
    markAlreadySubscribed: assign((_, params: { twitterHandle: string | null }) => ({
      alreadySubscribed: true,
      twitterHandle: params.twitterHandle,
    })),
  },
}).createMachine({
  id: 'whitelistSignUp',
  context: ({ input }) => ({
    ...input,
    email: '',
    emailAcceptable: true,
    hotWallet: null,
    screening: null,
    coldWallet: null,
    followsVerified: false,
    twitterHandle: null,
    alreadySubscribed: false,
  }),
  output: ({ context }) =>
    context.alreadySubscribed
      ? { kind: 'alreadySubscribed', twitter: context.twitterHandle }
      : {
          kind: 'check',
          hotWallet: context.hotWallet ?? '',
          nonce: context.coldWallet?.nonce ?? '',
          email: context.email.trim() || null,
          twitter: context.twitterHandle,
        },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      invoke: [
        {
          id: 'identityProof',
          systemId: 'identityProof',
          src: 'identityProof',
          input: ({ context }) => ({ policyId: context.policyId, tokenName: context.tokenName, allowRefresh: true }),
          onError: { target: 'failed' },
        },
        { id: 'watchHotWallet', src: 'watchHotWallet', onError: { target: 'failed' } },
        { id: 'watchColdWallet', src: 'watchColdWallet', onError: { target: 'failed' } },
      ],
      on: {
        'signUp.screeningChanged': {
          actions: { type: 'setScreening', params: ({ event }) => ({ status: event.status }) },
        },
        'signUp.coldWalletChanged': {
          actions: { type: 'setColdWallet', params: ({ event }) => ({ coldWallet: event.coldWallet }) },
        },
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              description: 'The e-mail field and the sign-up button; an entered e-mail must look valid.',
              on: {
                'signUp.emailChanged': {
                  actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) },
                },
                'signUp.submit': { guard: 'canSignUp', target: '#whitelistSignUp.signedUp' },
              },
            },
          },
        },
        follows: {
          on: {
            'signUp.hotWalletChanged': {
              target: '.running',
              description: 'Another wallet: the follow step starts over for it (the other regions stay).',
              actions: { type: 'setHotWallet', params: ({ event }) => ({ address: event.address }) },
            },
            'signUp.followsChanged': {
              actions: {
                type: 'setFollows',
                params: ({ event }) => ({ verified: event.verified, twitterHandle: event.twitterHandle }),
              },
            },
          },
          initial: 'running',
          states: {
            running: {
              description: 'The Twitter follow step (machines/followStep) for the connected wallet.',
              invoke: [
                {
                  id: 'followStep',
                  systemId: 'followStep',
                  src: 'followStep',
                  input: ({ context }) => ({
                    requiredAccounts: context.requiredAccounts,
                    campaign: context.campaign,
                    walletAddress: context.hotWallet,
                  }),
                  onDone: {
                    target: '#whitelistSignUp.alreadySubscribed',
                    description: 'The follow step found the wallet already entered.',
                    actions: {
                      type: 'markAlreadySubscribed',
                      params: ({ event }) => ({ twitterHandle: event.output.twitterHandle }),
                    },
                  },
                  onError: { target: '#whitelistSignUp.failed' },
                },
                { id: 'watchFollowStep', src: 'watchFollowStep', onError: { target: '#whitelistSignUp.failed' } },
              ],
            },
          },
        },
      },
    },
    failed: {
      description: "The identity proof stopped (a bug, never the user's doing): 'An error has occurred'.",
      on: { 'signUp.restart': { target: 'active' } },
    },
    signedUp: { type: 'final', description: 'The check to start: the mint page moves to WhitelistChecking.' },
    alreadySubscribed: { type: 'final', description: 'The wallet already entered this campaign.' },
  },
});
