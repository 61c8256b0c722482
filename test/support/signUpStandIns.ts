import { assign, createMachine, setup, type AnyActorRef } from 'xstate';
import { selectFollowStepState, type FollowStepSnapshot } from '../../machines/followStep';
import { bindFollowStepFlow, type FollowStepEdge } from '../../src/app/bindings/followStep';

/**
 * Stand-ins for the parts of the sign-up sections (the whitelist sign-up and the giveaway), shaped
 * as their bindings' watchers read them through the parts' selectors: the user flow's session and
 * screening, the social login and the follow verification.
 */

export const HOT = '0xa11ce0000000000000000000000000000000000a';

/** The user flow: logs in (as HOT unless the event names an address), then its screening answers safe or blocked. */
export const userStandIn = createMachine({
  id: 'user',
  types: {} as { context: { session: { address: string } | null } },
  context: { session: null },
  type: 'parallel',
  states: {
    session: {
      initial: 'loggedOut',
      states: {
        loggedOut: {
          on: {
            login: {
              target: 'loggedIn',
              actions: assign(({ event }) => ({
                session: { address: (event as { address?: string }).address ?? HOT },
              })),
            },
          },
        },
        loggedIn: {
          on: { logout: { target: 'loggedOut', actions: assign({ session: null }) } },
          type: 'parallel',
          states: {
            screening: {
              initial: 'checking',
              states: { checking: { on: { safe: 'safe', blocked: 'blocked' } }, safe: {}, blocked: {} },
            },
          },
        },
      },
    },
  },
});

export const socialAuthStandIn = createMachine({
  id: 'socialAuth',
  initial: 'loggedOut',
  states: { loggedOut: { on: { login: 'loggedIn' } }, loggedIn: { on: { logout: 'loggedOut' } } },
});

/** The follow verification: subbed, or the wallet already entered (the flow ends). */
export const followVerifyStandIn = setup({
  types: { output: {} as { alreadySubscribed: true; twitterHandle: string | null } },
}).createMachine({
  id: 'followVerify',
  context: { twitterHandle: null as string | null },
  initial: 'idle',
  output: ({ context }) => ({ alreadySubscribed: true, twitterHandle: context.twitterHandle }),
  states: {
    idle: {
      on: {
        subbed: { target: 'subbed', actions: assign({ twitterHandle: 'ape_fan' }) },
        entered: { target: 'alreadySubscribed', actions: assign({ twitterHandle: 'ape_fan' }) },
      },
    },
    subbed: { on: { notSubbed: 'idle' } },
    alreadySubscribed: { type: 'final' },
  },
});

/** The follow step as the app binds it (its real watchers), over the Twitter login and follow check stand-ins. */
export const followStepWithStandIns = (edge: FollowStepEdge) =>
  bindFollowStepFlow(edge).provide({
    actors: {
      socialAuth: socialAuthStandIn as unknown as never,
      followVerify: followVerifyStandIn as unknown as never,
    },
  });

/** Where the follow step (systemId 'followStep') of a running system stands. */
export const followStepStateIn = (system: { get(systemId: string): AnyActorRef | undefined }) =>
  selectFollowStepState(system.get('followStep')!.getSnapshot() as FollowStepSnapshot);
