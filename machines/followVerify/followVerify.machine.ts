import { assign, emit, fromPromise, setup } from 'xstate';
import { isSocialLoginGone } from '../../src/domain/socialLoginGone';
import { messageOf } from '../../src/domain/errors/messageOf';
import type {
  FollowVerifyContext,
  FollowVerifyEmitted,
  FollowVerifyEvent,
  FollowVerifyInput,
  FollowVerifyOutput,
  FollowVerifyProblem,
  SubscriptionCheck,
} from './followVerify.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/followVerify.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));

/**
 * Social follow verification (spec sections 4, 5 and 9): Idle, Checking, NotSubbed, Subbed. The
 * verify button checks that every required Twitter account is followed, looks up the user's social
 * account (it must name a username), then asks whether the wallet already entered the campaign.
 * The button's result label goes back to 'Verify' after 2 s.
 *
 * Already subscribed: the flow ends in the final state `alreadySubscribed`. A final state reads best
 * in Stately's editor on both sides: here it is a visible end, and the invoking mint page draws it
 * as its own `onDone` arrow to WhitelistChecked (spec section 4), without the child knowing its
 * parent (no sendParent). The same moment is also emitted as 'followVerify.alreadySubscribed' for
 * watchers that do not invoke the flow (a spawned copy, a view, tests).
 */
export const followVerifyMachine = setup({
  types: {
    context: {} as FollowVerifyContext,
    events: {} as FollowVerifyEvent,
    input: {} as FollowVerifyInput,
    emitted: {} as FollowVerifyEmitted,
    output: {} as FollowVerifyOutput,
  },
  actors: {
    /** fetchIsFollowingAll: true when every one of `users` is followed (handles compared case-insensitively). */
    checkFollows: fromPromise<boolean, { users: readonly string[] }>(unbound('checkFollows')),
    /** fetchUser: the logged-in social account. */
    lookUpSocialUser: fromPromise<{ username: string }>(unbound('lookUpSocialUser')),
    /** isSubscribed: whether the wallet (or the Twitter account) already entered the campaign. */
    checkSubscription: fromPromise<
      SubscriptionCheck,
      { campaign: string; walletAddress: string; twitterHandle: string }
    >(unbound('checkSubscription')),
  },
  delays: {
    /** Spec section 9: the verify button's result label goes back to 'Verify' after 2 s. */
    verifyLabelReset: 2000,
  },
  guards: {
    followsAll: (_, params: { following: boolean }) => params.following,
    /** Spec section 5: the social account lookup must return a (non-empty) username. */
    isMissingUsername: (_, params: { username: unknown }) =>
      typeof params.username !== 'string' || params.username.trim() === '',
    /** The subscription check needs a campaign and a wallet (spec section 5); without them there is nothing to ask. */
    canCheckSubscription: ({ context }) => Boolean(context.campaign) && Boolean(context.walletAddress),
    isSubscribed: (_, params: { exists: boolean }) => params.exists === true,
    isLoginGone: (_, params: { error: unknown }) => isSocialLoginGone(params.error),
  },
  actions: {
    setTwitterHandle: assign((_, params: { username: string }) => ({ twitterHandle: params.username })),
    setProblem: assign((_, params: { problem: FollowVerifyProblem }) => ({ problem: params.problem })),
    clearProblem: assign({ problem: null }),
    announceAlreadySubscribed: emit(({ context }) => ({
      type: 'followVerify.alreadySubscribed' as const,
      twitterHandle: context.twitterHandle,
    })),
  },
}).createMachine({
  id: 'followVerify',
  context: ({ input }) => ({
    requiredAccounts: input.requiredAccounts,
    campaign: input.campaign,
    walletAddress: input.walletAddress,
    twitterHandle: null,
    problem: null,
  }),
  output: ({ context }) => ({ alreadySubscribed: true, twitterHandle: context.twitterHandle }),
  initial: 'idle',
  states: {
    idle: {
      description: "The required accounts and the 'Verify' button.",
      on: { 'followVerify.verify': { target: 'checking' } },
    },
    checking: {
      description: "The button reads 'Verifying...'; the user may stop waiting.",
      entry: 'clearProblem',
      initial: 'follows',
      on: { 'followVerify.cancel': { target: 'idle' } },
      states: {
        follows: {
          description: 'fetchIsFollowingAll: is every required account followed?',
          invoke: {
            id: 'checkFollows',
            src: 'checkFollows',
            input: ({ context }) => ({ users: context.requiredAccounts }),
            onDone: [
              {
                guard: { type: 'followsAll', params: ({ event }) => ({ following: event.output }) },
                target: 'account',
              },
              {
                target: '#followVerify.notSubbed',
                description: "'Follow all N Twitter accounts to register.'",
                actions: {
                  type: 'setProblem',
                  params: ({ context }) => ({
                    problem: { kind: 'notFollowing', count: context.requiredAccounts.length },
                  }),
                },
              },
            ],
            onError: [
              {
                // Credentials refused: 'Auth error. Please try again.' (no description: no bytes to spare).
                guard: { type: 'isLoginGone', params: ({ event }) => ({ error: event.error }) },
                target: '#followVerify.notSubbed',
                actions: { type: 'setProblem', params: { problem: { kind: 'loginGone' } } },
              },
              {
                target: '#followVerify.notSubbed',
                actions: {
                  type: 'setProblem',
                  params: ({ event }) => ({ problem: { kind: 'failed', message: messageOf(event.error) ?? '' } }),
                },
              },
            ],
          },
        },
        account: {
          description: 'fetchUser: the social account, which must name a username.',
          invoke: {
            id: 'lookUpSocialUser',
            src: 'lookUpSocialUser',
            onDone: [
              {
                guard: { type: 'isMissingUsername', params: ({ event }) => ({ username: event.output?.username }) },
                target: '#followVerify.notSubbed',
                description: "'Missing twitter username from fetchUser'",
                actions: { type: 'setProblem', params: { problem: { kind: 'missingUsername' } } },
              },
              {
                guard: 'canCheckSubscription',
                target: 'subscription',
                actions: { type: 'setTwitterHandle', params: ({ event }) => ({ username: event.output.username }) },
              },
              {
                target: '#followVerify.subbed',
                description: 'No campaign or no wallet: no entry to look for.',
                actions: { type: 'setTwitterHandle', params: ({ event }) => ({ username: event.output.username }) },
              },
            ],
            onError: {
              target: '#followVerify.notSubbed',
              actions: {
                type: 'setProblem',
                params: ({ event }) => ({ problem: { kind: 'failed', message: messageOf(event.error) ?? '' } }),
              },
            },
          },
        },
        subscription: {
          description: 'isSubscribed: did this wallet (or Twitter account) already enter the campaign?',
          invoke: {
            id: 'checkSubscription',
            src: 'checkSubscription',
            input: ({ context }) => ({
              campaign: context.campaign ?? '',
              walletAddress: context.walletAddress ?? '',
              twitterHandle: context.twitterHandle ?? '',
            }),
            onDone: [
              {
                guard: { type: 'isSubscribed', params: ({ event }) => ({ exists: event.output.exists }) },
                target: '#followVerify.alreadySubscribed',
              },
              { target: '#followVerify.subbed' },
            ],
            onError: {
              target: '#followVerify.notSubbed',
              description: "'Error occurred while checking if subscribed'",
              actions: { type: 'setProblem', params: { problem: { kind: 'subscriptionCheckFailed' } } },
            },
          },
        },
      },
    },
    notSubbed: {
      description: 'Not verified: the reason shows; the user can verify again.',
      initial: 'showingResult',
      on: { 'followVerify.verify': { target: 'checking' } },
      states: {
        showingResult: {
          description: "The button reads 'Not verified' for 2 s.",
          after: { verifyLabelReset: { target: 'ready' } },
        },
        ready: { description: "The button reads 'Verify' again." },
      },
    },
    subbed: {
      description: 'Verified: every required account is followed and the wallet may enter.',
      initial: 'showingResult',
      on: { 'followVerify.verify': { target: 'checking' } },
      states: {
        showingResult: {
          description: "The button reads 'Verified!' for 2 s.",
          after: { verifyLabelReset: { target: 'ready' } },
        },
        ready: { description: "The button reads 'Verify' again." },
      },
    },
    alreadySubscribed: {
      type: 'final',
      description: 'The wallet already entered this campaign: the page goes straight to WhitelistChecked.',
      entry: 'announceAlreadySubscribed',
    },
  },
});
