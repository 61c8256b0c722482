import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { followStepMachine } from '../followStep/followStep.machine';
import type {
  GiveawayContext,
  GiveawayEntryInput,
  GiveawayEntryResult,
  GiveawayEvent,
  GiveawayInput,
  GiveawayOutput,
  RaffleDuplicateAnswer,
  ScreeningStatus,
} from './giveaway.types';

/**
 * A child flow the app binds (src/app/bindings/giveaway.ts). A machine file imports no other
 * machine, so each placeholder is typed as the real chart.
 */
const boundAtEdge = <T>() => fromCallback(() => {}) as unknown as T;

/**
 * The collection giveaway on the mint page's Whitelist (spec sections 2, 4, 5 and 8): connect the
 * wallet, verify the required Twitter follows, solve the captcha, register.
 *
 * Three regions run side by side: the form (the register button, then the entry call), the
 * follows (the social login, then the follow verification) and the captcha (the mock environment
 * bypasses it). The button is `can(giveaway.submit)`: a safe connected wallet, the follows
 * verified when the sale requires any, and a captcha token (spec section 5). A 409 answer shows
 * the raffle, wallet and Twitter lines and the user can try another wallet; a spent captcha is
 * solved again. The flow ends registered, or already entered when the follow step finds the wallet
 * in the campaign.
 */
export const giveawayMachine = setup({
  types: {
    context: {} as GiveawayContext,
    events: {} as GiveawayEvent,
    input: {} as GiveawayInput,
    output: {} as GiveawayOutput,
  },
  actors: {
    followStep: boundAtEdge<typeof followStepMachine>(),
    /** Sends `giveaway.hotWalletChanged` and `giveaway.screeningChanged`, now and on every change. */
    watchHotWallet: fromCallback<GiveawayEvent>(() => undefined),
    /** Sends `giveaway.followsChanged` from the follow step (systemId 'followStep'). */
    watchFollowStep: fromCallback<GiveawayEvent>(() => undefined),
    /** subscribe({ campaign, socialHandles: { hotWallet, twitterHandle }, captchaToken }); 409 answers 'duplicate'. */
    enterGiveaway: fromPromise<GiveawayEntryResult, GiveawayEntryInput>(() =>
      Promise.reject(new Error('enterGiveaway is bound at the edge')),
    ),
  },
  guards: {
    /** The mock environment bypasses the captcha (spec section 5); bound at the edge. */
    captchaBypassed: () => false,
    /** Spec section 5: a connected wallet, finished verification and a solved captcha; not a blocked wallet. */
    canEnter: ({ context }) =>
      context.hotWallet !== null &&
      context.screening === 'safe' &&
      (context.requiredAccounts.length === 0 || context.followsVerified) &&
      context.captchaToken !== null,
    isDuplicate: (_, params: { result: GiveawayEntryResult }) => params.result.kind === 'duplicate',
    hasInvalidHandles: (_, params: { result: GiveawayEntryResult }) => params.result.kind === 'invalidHandles',
  },
  actions: {
    /** Another wallet: the follow step starts over for it, and the last failure was another wallet's. */
    setHotWallet: assign((_, params: { address: string | null }) => ({
      hotWallet: params.address,
      followsVerified: false,
      twitterHandle: null,
      entryError: null,
    })),
    setScreening: assign((_, params: { status: ScreeningStatus }) => ({ screening: params.status })),
    setFollows: assign((_, params: { verified: boolean; twitterHandle: string | null }) => ({
      followsVerified: params.verified,
      twitterHandle: params.twitterHandle,
    })),
    markAlreadyEntered: assign((_, params: { twitterHandle: string | null }) => ({
      alreadyEntered: true,
      twitterHandle: params.twitterHandle,
    })),
    bypassCaptcha: assign({ captchaToken: '' }),
    setCaptchaToken: assign((_, params: { token: string }) => ({ captchaToken: params.token })),
    clearCaptcha: assign(({ context }) => ({ captchaToken: null, captchaRound: context.captchaRound + 1 })),
    /** A captcha token is good for one entry: after a refused one the captcha region asks again. */
    spendCaptcha: raise({ type: 'giveaway.captchaExpired' }),
    clearEntryError: assign({ entryError: null }),
    setDuplicate: assign((_, params: { answer: RaffleDuplicateAnswer }) => ({ entryError: params.answer })),
    markEntryFailed: assign({ entryError: { kind: 'failed' } }),
    markInvalidHandles: assign({ entryError: { kind: 'invalidHandles' } }),
  },
}).createMachine({
  id: 'giveaway',
  context: ({ input }) => ({
    ...input,
    hotWallet: null,
    screening: null,
    followsVerified: false,
    twitterHandle: null,
    captchaToken: null,
    captchaRound: 0,
    entryError: null,
    alreadyEntered: false,
  }),
  output: ({ context }) => ({
    kind: context.alreadyEntered ? 'alreadyEntered' : 'registered',
    twitter: context.twitterHandle,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      invoke: { id: 'watchHotWallet', src: 'watchHotWallet', onError: { target: 'failed' } },
      on: {
        'giveaway.screeningChanged': {
          actions: { type: 'setScreening', params: ({ event }) => ({ status: event.status }) },
        },
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              description: 'The register button, and the last entry failure, if any.',
              on: {
                'giveaway.submit': { guard: 'canEnter', target: 'entering', actions: 'clearEntryError' },
              },
            },
            entering: {
              description: 'subscribe with the campaign, the wallet, the Twitter handle and the captcha token.',
              invoke: {
                id: 'enterGiveaway',
                src: 'enterGiveaway',
                input: ({ context }) => ({
                  campaign: context.campaign ?? '',
                  hotWallet: context.hotWallet ?? '',
                  twitterHandle: context.twitterHandle,
                  captchaToken: context.captchaToken ?? '',
                }),
                onDone: [
                  {
                    guard: { type: 'isDuplicate', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    description: "HTTP 409: 'This wallet or Twitter account was already entered in this raffle.'",
                    actions: [
                      {
                        type: 'setDuplicate',
                        params: ({ event }) => ({ answer: event.output as RaffleDuplicateAnswer }),
                      },
                      'spendCaptcha',
                    ],
                  },
                  {
                    guard: { type: 'hasInvalidHandles', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    description: "HTTP 400: 'Invalid social handles. Please correct and try again.'",
                    actions: ['markInvalidHandles', 'spendCaptcha'],
                  },
                  { target: '#giveaway.registered' },
                ],
                onError: {
                  target: 'editing',
                  description: "'Error occurred. Please try again.'",
                  actions: ['markEntryFailed', 'spendCaptcha'],
                },
              },
            },
          },
        },
        follows: {
          on: {
            'giveaway.hotWalletChanged': {
              target: '.running',
              description: 'Another wallet: the follow step starts over for it (the other regions stay).',
              actions: { type: 'setHotWallet', params: ({ event }) => ({ address: event.address }) },
            },
            'giveaway.followsChanged': {
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
                    target: '#giveaway.alreadyEntered',
                    description: 'The follow step found the wallet already entered.',
                    actions: {
                      type: 'markAlreadyEntered',
                      params: ({ event }) => ({ twitterHandle: event.output.twitterHandle }),
                    },
                  },
                  onError: { target: '#giveaway.failed' },
                },
                { id: 'watchFollowStep', src: 'watchFollowStep', onError: { target: '#giveaway.failed' } },
              ],
            },
          },
        },
        captcha: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'captchaBypassed', target: 'bypassed' }, { target: 'unsolved' }],
            },
            bypassed: { description: 'The mock environment bypasses the captcha.', entry: 'bypassCaptcha' },
            unsolved: {
              description: 'The captcha widget, waiting to be solved.',
              on: {
                'giveaway.captchaSolved': {
                  target: 'solved',
                  actions: { type: 'setCaptchaToken', params: ({ event }) => ({ token: event.token }) },
                },
                'giveaway.captchaFailed': { target: 'failed' },
              },
            },
            solved: {
              description: 'A token to enter with; it expires, and one entry spends it.',
              on: { 'giveaway.captchaExpired': { target: 'unsolved', actions: 'clearCaptcha' } },
            },
            failed: {
              description: "The widget did not load: 'An error has occurred' and Try again.",
              on: { 'giveaway.retryCaptcha': { target: 'unsolved', actions: 'clearCaptcha' } },
            },
          },
        },
      },
    },
    failed: {
      description: "The wallet watcher stopped (a bug, never the user's doing): 'An error has occurred'.",
      on: { 'giveaway.restart': { target: 'active' } },
    },
    registered: { type: 'final', description: "'Congrats! You're now registered to win a FREE Collectible Story!'" },
    alreadyEntered: { type: 'final', description: 'The follow step found the wallet entered: registered before.' },
  },
});
