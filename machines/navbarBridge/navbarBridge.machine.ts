import { assign, fromCallback, setup } from 'xstate';
import type {
  NavbarBridgeContext,
  NavbarBridgeEvent,
  NavbarBridgeInput,
  PageRequestTarget,
} from './navbarBridge.types';

/**
 * The navbar bridge of the creator and viewer pages (spec sections 2, 7 and 9): messages from the
 * hosted app in the frame (accepted at the edge only from its configured origin and only in known
 * shapes) become page changes, frame reloads, the web3 answer and the end of the loading video,
 * whose overlay fades out for 500 ms.
 */
export const navbarBridgeMachine = setup({
  types: {
    context: {} as NavbarBridgeContext,
    events: {} as NavbarBridgeEvent,
    input: {} as NavbarBridgeInput,
  },
  actors: {
    /** Listens to the frame's messages (origin and shape checked at the edge) and sends them as events. */
    listenToFrame: fromCallback<NavbarBridgeEvent>(() => {}),
  },
  delays: {
    /** Spec section 9: the loading overlay fades out after 500 ms. */
    overlayFadeDelay: 500,
  },
  guards: {
    showsIntro: ({ context }) => context.showIntro,
    endsIntroOnLoad: ({ context }) => !context.keepIntro,
    isExternal: (_, params: { target: PageRequestTarget }) => params.target.kind === 'external',
    isCreator: ({ context }) => context.hostedApp === 'creator',
  },
  actions: {
    setVersion: assign((_, params: { at: number }) => ({ version: params.at })),
    // Placeholders: src/app/bindings/navbarBridge.ts binds the real effects.
    navigateInApp: (_, _params: { target: PageRequestTarget }) => {},
    navigateAway: (_, _params: { target: PageRequestTarget }) => {},
    /** Answers the frame that asked whether a web3 wallet is available. */
    answerWeb3Check: () => {},
    /** Analytics' GameStart (spec section 7): the visitor starts creating. */
    recordGameStart: () => {},
    reportBridgeFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'navbarBridge',
  type: 'parallel',
  context: ({ input }) => ({
    hostedApp: input.hostedApp,
    showIntro: input.showIntro,
    keepIntro: input.keepIntro,
    version: input.version,
  }),
  invoke: {
    id: 'listenToFrame',
    src: 'listenToFrame',
    onError: {
      description: 'The frame can no longer talk to the page; the page itself still works.',
      actions: { type: 'reportBridgeFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
  on: {
    'bridge.pageRequested': [
      {
        guard: { type: 'isExternal', params: ({ event }) => ({ target: event.target }) },
        description: 'An http(s) address: a full navigation.',
        actions: { type: 'navigateAway', params: ({ event }) => ({ target: event.target }) },
      },
      {
        description: 'A path of ours: an in-app route change.',
        actions: { type: 'navigateInApp', params: ({ event }) => ({ target: event.target }) },
      },
    ],
    'bridge.web3CheckRequested': { actions: 'answerWeb3Check' },
  },
  states: {
    frame: {
      initial: 'opening',
      on: {
        'bridge.refreshRequested': {
          target: '.loading',
          description: 'A new cache-busting v reloads the frame.',
          actions: { type: 'setVersion', params: ({ event }) => ({ at: event.at }) },
        },
      },
      states: {
        opening: {
          description: 'The hosted app loads in the frame for the first time.',
          on: {
            'bridge.appLoaded': [
              {
                guard: 'isCreator',
                target: 'loaded',
                description: 'The creator is ready: the visitor starts creating (GameStart).',
                actions: 'recordGameStart',
              },
              { target: 'loaded' },
            ],
          },
        },
        loading: {
          description: 'The hosted app reloads after a refresh request: the same visit, no new start.',
          on: { 'bridge.appLoaded': { target: 'loaded' } },
        },
        loaded: {
          description: 'The hosted app reported it has loaded.',
        },
      },
    },
    intro: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'showsIntro', target: 'playing' }, { target: 'hidden' }],
        },
        playing: {
          description: 'The loading video over the frame.',
          on: {
            'intro.ended': { target: 'fadingOut' },
            'intro.failed': { target: 'fadingOut' },
            'bridge.appLoaded': {
              guard: 'endsIntroOnLoad',
              target: 'fadingOut',
              description: 'Without fullvideo, the overlay goes once the hosted app has loaded.',
            },
          },
        },
        fadingOut: {
          description: 'The overlay fades for 500 ms, then goes.',
          after: { overlayFadeDelay: { target: 'hidden' } },
        },
        hidden: {
          on: { 'bridge.loadingVideoRequested': { target: 'playing' } },
        },
      },
    },
  },
});
