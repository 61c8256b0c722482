import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { followVerifyMachine } from '../followVerify/followVerify.machine';
import type { socialAuthMachine } from '../socialAuth/socialAuth.machine';
import type { FollowStepContext, FollowStepEvent, FollowStepInput, FollowStepOutput } from './followStep.types';

/**
 * A child flow the app binds (src/app/bindings/followStep.ts). A machine file imports no other
 * machine, so each placeholder is typed as the real chart.
 */
const boundAtEdge = <T>() => fromCallback(() => {}) as unknown as T;

/**
 * The Twitter follow step of the whitelist sign-up and of the giveaway (spec sections 2, 4 and 5):
 * nothing when the sale requires no follows; else, once a wallet is connected, the social login
 * ('Connect Twitter') and then the follow verification ('Verify'). Its parent invokes it with the
 * connected wallet and starts it over for another one; watchers bound at the edge report the
 * login and the verification. It ends only when the follow check finds the wallet already
 * entered in the campaign.
 */
export const followStepMachine = setup({
  types: {
    context: {} as FollowStepContext,
    events: {} as FollowStepEvent,
    input: {} as FollowStepInput,
    output: {} as FollowStepOutput,
  },
  actors: {
    socialAuth: boundAtEdge<typeof socialAuthMachine>(),
    followVerify: boundAtEdge<typeof followVerifyMachine>(),
    /** Sends `followStep.socialChanged` from the social login (systemId 'socialAuth'). */
    watchSocialLogin: fromCallback<FollowStepEvent>(() => undefined),
    /** Sends `followStep.followsChanged` from the follow verification (systemId 'followVerify'). */
    watchFollows: fromCallback<FollowStepEvent>(() => undefined),
  },
  guards: {
    noFollowsRequired: ({ context }) => context.requiredAccounts.length === 0,
    hasWallet: ({ context }) => context.walletAddress !== null,
    isAuthorized: (_, params: { authorized: boolean }) => params.authorized,
    isSignedOut: (_, params: { authorized: boolean }) => !params.authorized,
  },
  actions: {
    setFollows: assign((_, params: { verified: boolean; twitterHandle: string | null }) => ({
      followsVerified: params.verified,
      twitterHandle: params.twitterHandle,
    })),
    clearFollows: assign({ followsVerified: false }),
    setTwitterHandle: assign((_, params: { twitterHandle: string | null }) => ({
      twitterHandle: params.twitterHandle,
    })),
    /** The social login learns that its credentials were refused: it logs out, saying why. */
    tellSocialLoginGone: sendTo('socialAuth', { type: 'socialAuth.loginGone' }),
  },
}).createMachine({
  id: 'followStep',
  context: ({ input }) => ({ ...input, followsVerified: false, twitterHandle: null }),
  output: ({ context }) => ({ twitterHandle: context.twitterHandle }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'noFollowsRequired', target: 'notRequired' },
        { guard: 'hasWallet', target: 'social' },
        { target: 'awaitingWallet' },
      ],
    },
    notRequired: { description: 'The sale requires no follows.' },
    awaitingWallet: { description: 'The follows are checked for the wallet: connect it first.' },
    social: {
      description: 'The social login runs for the whole follow step.',
      invoke: [
        {
          id: 'socialAuth',
          systemId: 'socialAuth',
          src: 'socialAuth',
          input: { usage: 'followVerify', apiVersion: 'v2' },
          onError: { target: 'socialFailed' },
        },
        { id: 'watchSocialLogin', src: 'watchSocialLogin', onError: { target: 'socialFailed' } },
      ],
      initial: 'connecting',
      states: {
        connecting: {
          description: "'Connect Twitter': the follow check reads the connected account.",
          on: {
            'followStep.socialChanged': {
              guard: { type: 'isAuthorized', params: ({ event }) => ({ authorized: event.authorized }) },
              target: 'verifying',
            },
          },
        },
        verifying: {
          description: "The required accounts and 'Verify' (Idle, Checking, NotSubbed, Subbed).",
          invoke: [
            {
              id: 'followVerify',
              systemId: 'followVerify',
              src: 'followVerify',
              input: ({ context }) => ({
                requiredAccounts: context.requiredAccounts,
                campaign: context.campaign,
                walletAddress: context.walletAddress,
              }),
              onDone: {
                target: '#followStep.alreadyEntered',
                description: 'The wallet already entered the campaign.',
                actions: {
                  type: 'setTwitterHandle',
                  params: ({ event }) => ({ twitterHandle: event.output.twitterHandle }),
                },
              },
              onError: { target: '#followStep.socialFailed', actions: 'clearFollows' },
            },
            {
              id: 'watchFollows',
              src: 'watchFollows',
              onError: { target: '#followStep.socialFailed', actions: 'clearFollows' },
            },
          ],
          on: {
            'followStep.followsChanged': {
              actions: {
                type: 'setFollows',
                params: ({ event }) => ({ verified: event.verified, twitterHandle: event.twitterHandle }),
              },
            },
            // The follow check found the login gone: the social login logs out, and the step asks to
            // connect again (socialChanged). No description: the byte budget has no room for it.
            'followStep.socialLoginGone': {
              actions: 'tellSocialLoginGone',
            },
            'followStep.socialChanged': {
              guard: { type: 'isSignedOut', params: ({ event }) => ({ authorized: event.authorized }) },
              target: 'connecting',
              description: 'The Twitter account was disconnected: the follows are no longer verified.',
              actions: 'clearFollows',
            },
          },
        },
      },
    },
    socialFailed: {
      description: "A part of the follow step stopped (a bug): 'An error has occurred'; the user can start it again.",
      on: { 'followStep.retry': { target: 'social' } },
    },
    alreadyEntered: { type: 'final', description: 'The follow check found the wallet entered in the campaign.' },
  },
});
