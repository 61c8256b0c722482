import { assign, fromCallback, fromPromise, setup, stopChild, type ErrorActorEvent } from 'xstate';
import type { approvalMachine } from '../approval/approval.machine';
import type { userMachine } from '../user/user.machine';
import type {
  AppContext,
  AppEvent,
  AppInput,
  LaunchInput,
  MintPageLogic,
  MintTarget,
  NewsletterFlowLogic,
  PageLayout,
} from './app.types';

/**
 * The root app machine: start-up, the 2 s ready marker, page title and layout, the sign-up
 * modal and the newsletter sign-up flow it shares with the footer box. It runs the app-wide flows as children: the user (`systemId: 'user'`) and
 * the mock wallet's transaction approval (`systemId: 'approval'`). Effects (document title,
 * analytics, the ready attribute, start-up work) and the children's logic are named
 * placeholders bound with `.provide()` in src/app/appActor.ts.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    /** Start-up work that must finish before the first page renders. */
    initialise: fromPromise<void, LaunchInput>(async () => undefined),
    /**
     * The user flow (machines/user): who is logged in, with which wallet. A machine file imports
     * no other machine, so this is an idle placeholder typed as the user machine;
     * src/app/appActor.ts binds the real one.
     */
    user: fromCallback(() => {}) as unknown as typeof userMachine,
    /** The mock wallet's transaction approval dialog (machines/approval), bound like the user flow. */
    approval: fromCallback(() => {}) as unknown as typeof approvalMachine,
    /**
     * The mint page's flow, bound (src/app/bindings/mintPage.ts). It loads on the first visit of a
     * mint page, off the start-up path, and is then spawned for each visit.
     */
    loadMintPage: fromPromise<MintPageLogic>(() => Promise.reject(new Error('loadMintPage is bound at the edge'))),
    /** The newsletter sign-up (machines/newsletterSignUp, bound), loaded when a sign-up form first shows. */
    loadNewsletterFlow: fromPromise<NewsletterFlowLogic>(() =>
      Promise.reject(new Error('loadNewsletterFlow is bound at the edge')),
    ),
  },
  delays: {
    /** Spec section 9: the ready marker is added after 2 s. */
    readyMarkerDelay: 2000,
    /** Start-up work that has not finished by then is given up: no page waits on it for ever. */
    initialiseTimeout: 10_000,
    /** Spec section 9: the modal fades for 500 ms (bound to 0 at the edge under prefers-reduced-motion). */
    modalFadeDuration: 500,
  },
  guards: {
    signUpRequested: ({ context }) => context.features.showSignUpModal,
    footerSignUpShown: ({ context }) => context.features.showFooterSignUp,
  },
  actions: {
    enterPage: assign((_, params: { layout: Partial<PageLayout> | undefined }) => ({
      layout: { ...DEFAULT_PAGE_LAYOUT, ...params.layout },
    })),
    changeLayout: assign(({ context }, params: { layout: Partial<PageLayout> }) => ({
      layout: { ...context.layout, ...params.layout },
    })),
    /** The route's sale id, else the `saleId` query parameter of the first load (spec section 2). */
    setMintTarget: assign(({ context }, params: { target: MintTarget }) => ({
      mintTarget: { ...params.target, saleId: params.target.saleId ?? context.initialSearchParams.saleId },
    })),
    /**
     * One mint actor per visit, with the visit's sale and the forced page. Not a system-wide
     * singleton (one per visit), so it has no systemId: views find it in the context. Its id names
     * its failure to this chart (`xstate.error.actor.mintPage`) and it to the chart viewer. XState
     * types an id only for a source named in `setup`, and this logic is loaded at run time: hence
     * the cast.
     */
    spawnMint: assign(({ context, spawn }, params: { logic: MintPageLogic }) => ({
      mint: spawn(params.logic, {
        id: 'mintPage' as never,
        input: {
          target: context.mintTarget ?? { saleId: null, saleType: null },
          forcedPage: context.forcedMintPage,
          whitelistForm: context.mintWhitelistForm,
        },
      }),
    })),
    stopMint: stopChild(({ context }) => context.mint ?? ''),
    forgetMint: assign({ mint: null }),
    /**
     * The one newsletter flow of the app: the modal and the footer box both drive it. Views find it
     * in the context, as the mint page's flow (no systemId: the path planner spawns it many times).
     */
    spawnNewsletter: assign(({ spawn }, params: { logic: NewsletterFlowLogic }) => ({
      newsletter: spawn(params.logic),
    })),
    // Placeholders: src/app/appActor.ts binds the real effects.
    setDocumentTitle: (_, _params: { title: string }) => {},
    recordPageView: (_, _params: { path: string; title: string }) => {},
    recordButtonPress: (_, _params: { button: string }) => {},
    markDocumentReady: () => {},
    reportStartupError: (_, _params: { error: unknown }) => {},
    /** A child flow failed (a bug, never a user's mistake): reported for the developers. */
    reportFlowError: (_, _params: { flow: string; error: unknown }) => {},
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => ({
    user: input.user,
    forcedMintPage: input.forcedMintPage,
    mintWhitelistForm: input.mintWhitelistForm,
    mintTarget: null,
    mint: null,
    initialSearchParams: input.initialSearchParams,
    features: input.features,
    layout: { ...DEFAULT_PAGE_LAYOUT, ...input.initialLayout },
    newsletter: null,
  }),
  invoke: [
    {
      id: 'user',
      systemId: 'user',
      src: 'user',
      input: ({ context }) => context.user,
      onError: { actions: { type: 'reportFlowError', params: ({ event }) => ({ flow: 'user', error: event.error }) } },
    },
    {
      id: 'approval',
      systemId: 'approval',
      src: 'approval',
      onError: {
        actions: { type: 'reportFlowError', params: ({ event }) => ({ flow: 'approval', error: event.error }) },
      },
    },
  ],
  on: {
    'page.entered': {
      actions: [
        { type: 'enterPage', params: ({ event }) => ({ layout: event.layout }) },
        { type: 'setDocumentTitle', params: ({ event }) => ({ title: event.title }) },
        { type: 'recordPageView', params: ({ event }) => ({ path: event.path, title: event.title }) },
      ],
    },
    'page.titled': {
      actions: { type: 'setDocumentTitle', params: ({ event }) => ({ title: event.title }) },
    },
    'layout.changed': {
      actions: { type: 'changeLayout', params: ({ event }) => ({ layout: event.layout }) },
    },
    'ui.buttonPressed': {
      actions: { type: 'recordButtonPress', params: ({ event }) => ({ button: event.button }) },
    },
  },
  states: {
    lifecycle: {
      description: 'readyState: the layout shows a loading placeholder until the app is ready.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'initialise',
            src: 'initialise',
            input: ({ context }) => ({ initialSearchParams: context.initialSearchParams, features: context.features }),
            onDone: { target: 'ready' },
            onError: {
              target: 'ready',
              description: 'Start-up work is best effort: the pages still work without it.',
              actions: { type: 'reportStartupError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          after: {
            initialiseTimeout: {
              target: 'ready',
              description: 'Start-up work that hangs is given up, as a failure is.',
              actions: { type: 'reportStartupError', params: () => ({ error: new Error('start-up timed out') }) },
            },
          },
        },
        ready: {},
      },
    },
    readyMarker: {
      description: 'A marker on the document element, 2 s after start, for tests and crawlers.',
      initial: 'pending',
      states: {
        pending: { after: { readyMarkerDelay: { target: 'shown' } } },
        shown: { entry: 'markDocumentReady' },
      },
    },
    mintPage: {
      description: "A mint page's visit: its flow is loaded (first visit only) and spawned while the page is open.",
      initial: 'away',
      states: {
        away: {
          on: {
            'mintPage.entered': {
              target: 'loadingFlow',
              actions: { type: 'setMintTarget', params: ({ event }) => ({ target: event.target }) },
            },
          },
        },
        loadingFlow: {
          invoke: {
            id: 'loadMintPage',
            src: 'loadMintPage',
            onDone: {
              target: 'running',
              actions: { type: 'spawnMint', params: ({ event }) => ({ logic: event.output }) },
            },
            onError: {
              target: 'flowFailed',
              actions: {
                type: 'reportFlowError',
                params: ({ event }) => ({ flow: 'mint', error: event.error }),
              },
            },
          },
          on: { 'mintPage.left': { target: 'away' } },
        },
        running: {
          description: 'The mint actor runs; it stops when the page is left.',
          exit: ['stopMint', 'forgetMint'],
          on: {
            'mintPage.left': { target: 'away' },
            'xstate.error.actor.mintPage': {
              target: 'flowFailed',
              description:
                'The flow failed in its own code (a bug): the page says so with Try again, and the rest of the app runs on.',
              actions: {
                type: 'reportFlowError',
                params: ({ event }: { event: ErrorActorEvent }) => ({ flow: 'mint', error: event.error }),
              },
            },
          },
        },
        flowFailed: {
          description:
            'The flow could not be loaded, or failed: the page says so with Try again, which starts it again.',
          on: { 'mintPage.left': { target: 'away' }, 'mintPage.retry': { target: 'loadingFlow' } },
        },
      },
    },
    signUpModal: {
      initial: 'deciding',
      states: {
        deciding: {
          description: 'The signup query parameter opens the modal on load.',
          always: [{ guard: 'signUpRequested', target: 'open' }, { target: 'closed' }],
        },
        closed: {
          on: { 'signUpModal.open': { target: 'open' } },
        },
        open: {
          description: 'Shown after a 50 ms delay, fading in for 500 ms (none with reduced motion).',
          on: { 'signUpModal.close': { target: 'closing' } },
        },
        closing: {
          description: 'Fading out for 500 ms; at once with reduced motion.',
          after: { modalFadeDuration: { target: 'closed' } },
          on: { 'signUpModal.open': { target: 'open' } },
        },
      },
    },
    newsletter: {
      description: 'The sign-up flow of the modal and the footer box, loaded when the first of them shows.',
      initial: 'dormant',
      states: {
        dormant: {
          description: 'Most visits show no sign-up form: the flow is not loaded.',
          always: { guard: 'footerSignUpShown', target: 'loadingFlow' },
          on: { 'signUpModal.open': { target: 'loadingFlow' } },
        },
        loadingFlow: {
          invoke: {
            id: 'loadNewsletterFlow',
            src: 'loadNewsletterFlow',
            onDone: {
              target: 'running',
              actions: { type: 'spawnNewsletter', params: ({ event }) => ({ logic: event.output }) },
            },
            onError: {
              target: 'flowFailed',
              actions: {
                type: 'reportFlowError',
                params: ({ event }) => ({ flow: 'newsletterSignUp', error: event.error }),
              },
            },
          },
        },
        running: {
          description: 'One actor for the life of the app, in the context.',
        },
        flowFailed: {
          description: 'The flow could not be loaded: the form says so, and asking again retries.',
          on: { 'newsletter.retry': { target: 'loadingFlow' } },
        },
      },
    },
  },
});

/** Layout every page starts from; a page overrides only what it needs. */
export const DEFAULT_PAGE_LAYOUT: PageLayout = {
  showNavbar: true,
  fixedNavbar: false,
  showFooter: true,
  showFooterMintDates: false,
  showFooterDiscordOnly: false,
  showWalletButton: false,
  mainConFullHeight: false,
  hidePageOverflow: false,
};
