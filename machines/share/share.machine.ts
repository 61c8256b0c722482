import { and, assign, fromCallback, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import { sameAddress } from '../../src/domain/address';
import type {
  PreparedShare,
  ShareContext,
  ShareEvent,
  ShareInput,
  ShareOutput,
  ShareProblem,
  ShareResult,
  ShareSource,
  ShareStory,
} from './share.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/share.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));
const unboundAction = () => {};

/** The `code` of a typed failure (src/domain/errors), or null. */
function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
}

/**
 * Share to mint (spec sections 4, 7, 8 and 9): the MintShare screen's button. Three regions run
 * side by side while the screen is open:
 *
 * - `socialAuth`: Idle, Checking, Authorized, Unauthorized. Sharing needs the Twitter login for
 *   tweeting (v1); a story already shared needs none, so the flow stays Idle.
 * - `viewer`: Idle, Loading, LoadExpired, Loaded. The page hosting the story viewer reports its
 *   progress; the button is enabled 2 s after the viewer loaded, or once 15 s passed without it
 *   (nobody waits on a viewer that never answers).
 * - `share`: the press. 'SHARE TO MINT!' fetches the pre-share viewer link, then shares it
 *   through the Web Share API where present (Native) or as a tweet (Twitter). The share may take
 *   up to 120 s; after that, or when the tweet fails, the failure is logged and minting goes on
 *   (source Error). A closed share sheet (UserAbort) and the two catalogue errors bring the
 *   button back. 'MINT!' (already shared) goes straight on.
 *
 * The button is enabled only while the connected wallet is the hot wallet the mint started with
 * (spec section 5); views read it with `can({ type: 'share.share' })`. The flow ends in `shared`,
 * whose output the mint page turns into the mint.
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
    output: {} as ShareOutput,
  },
  actors: {
    /** Are the stored Twitter credentials for tweeting (v1) there and valid? */
    checkTwitterLogin: fromPromise<boolean>(unbound('checkTwitterLogin')),
    /** Sends `share.walletChanged` whenever the connected wallet changes; stops watching when stopped. */
    watchWallet: fromCallback<ShareEvent>(() => undefined),
    /** GET /preshare/{walletAddress}/{storyId}: the viewer link, and the text shared with it. */
    prepareShare: fromPromise<PreparedShare, { story: ShareStory }>(unbound('prepareShare')),
    /**
     * The Web Share API where present (its sheet closed: ShareAbortedError), else tweetStory
     * (credentials refused: TwitterReauthorizationError).
     */
    shareStory: fromPromise<ShareResult, { story: ShareStory; prepared: PreparedShare }>(unbound('shareStory')),
  },
  delays: {
    /** Spec section 9: the viewer load expires after 15 s. */
    viewerLoadExpiry: 15_000,
    /** Spec section 9: the share button is enabled 2 s after the host app loaded. */
    shareEnableDelay: 2_000,
    /** Spec section 9: the share wait window, 120 s. */
    shareWaitWindow: 120_000,
  },
  guards: {
    mustShare: ({ context }) => !context.alreadyShared,
    hasNoStory: ({ context }) => context.story.storyId === '',
    isValid: (_, params: { valid: boolean }) => params.valid,
    /** Spec section 5: the connected wallet equals (case-insensitive) the hot wallet originally used. */
    isOriginalWallet: ({ context }) => sameAddress(context.connectedWallet, context.hotWallet),
    isViewerReady: or([
      stateIn({ active: { viewer: { loaded: 'ready' } } }),
      stateIn({ active: { viewer: 'loadExpired' } }),
    ]),
    isButtonEnabled: and(['isOriginalWallet', 'isViewerReady']),
    canMintAsShared: and(['isButtonEnabled', not('mustShare')]),
    canShareNow: and(['isButtonEnabled', 'mustShare', stateIn({ active: { socialAuth: 'authorized' } })]),
    needsAuthorization: and(['isButtonEnabled', 'mustShare', stateIn({ active: { socialAuth: 'unauthorized' } })]),
    isUserAbort: (_, params: { error: unknown }) => codeOf(params.error) === 'shareAborted',
    isCredentialsRejected: (_, params: { error: unknown }) => codeOf(params.error) === 'twitterReauthorization',
  },
  actions: {
    setConnectedWallet: assign((_, params: { address: string | null }) => ({ connectedWallet: params.address })),
    setPrepared: assign((_, params: { prepared: PreparedShare }) => ({ prepared: params.prepared })),
    setProblem: assign((_, params: { problem: ShareProblem }) => ({ problem: params.problem })),
    clearProblem: assign({ problem: null }),
    setSource: assign((_, params: { source: ShareOutput['source'] }) => ({ source: params.source })),
    /** Analytics: the Share event with its source (spec section 7). */
    recordShare: unboundAction as (_: unknown, params: { source: ShareSource }) => void,
    /** Spec section 8: a failed share is logged (and minting goes on). */
    logShareFailure: unboundAction as (_: unknown, params: { error: unknown }) => void,
    /** Removes the stored tweeting credentials (refused by the check or the tweet). */
    forgetTwitterLogin: unboundAction,
    /** Saves the mint session's e-mail and handle before the page leaves (post-redirect local data). */
    savePostRedirectData: unboundAction as (
      _: unknown,
      params: { email: string | null; twitter: string | null },
    ) => void,
    /** The page goes to Twitter's authorise address (v1), with this page as the return address. */
    redirectToAuthorize: unboundAction,
    announceCredentialsRejected: raise({ type: 'share.credentialsRejected' }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ ...input, prepared: null, problem: null, source: null }),
  output: ({ context }) => ({ source: context.source }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      description: 'The MintShare screen is open: login check, story viewer and button side by side.',
      invoke: {
        id: 'watchWallet',
        src: 'watchWallet',
        onError: { actions: { type: 'logShareFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'share.walletChanged': {
          actions: { type: 'setConnectedWallet', params: ({ event }) => ({ address: event.address }) },
        },
      },
      states: {
        socialAuth: {
          initial: 'idle',
          states: {
            idle: {
              description: "Nothing checked: a story already shared ('MINT!') needs no Twitter login.",
              always: { guard: 'mustShare', target: 'checking' },
            },
            checking: {
              description: 'Are the stored Twitter credentials valid?',
              invoke: {
                id: 'checkTwitterLogin',
                src: 'checkTwitterLogin',
                onDone: [
                  {
                    guard: { type: 'isValid', params: ({ event }) => ({ valid: event.output }) },
                    target: 'authorized',
                  },
                  {
                    target: 'unauthorized',
                    description: 'Missing or refused: invalid credentials are discarded.',
                    actions: 'forgetTwitterLogin',
                  },
                ],
                onError: {
                  target: 'unauthorized',
                  description: 'The check failed: authorizing again is the way on.',
                  actions: { type: 'logShareFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            authorized: {
              on: { 'share.credentialsRejected': { target: 'unauthorized' } },
            },
            unauthorized: {
              description: "'Sharing will require Twitter authorization.'",
            },
          },
        },
        viewer: {
          initial: 'idle',
          states: {
            idle: {
              description: 'The story viewer has not started loading.',
              always: {
                guard: 'hasNoStory',
                target: 'loadExpired',
                description: 'No story to show (signing named none): the button does not wait for a viewer.',
              },
              on: {
                'share.viewerLoading': { target: 'loading' },
                'share.viewerLoaded': { target: 'loaded' },
              },
            },
            loading: {
              on: { 'share.viewerLoaded': { target: 'loaded' } },
              after: { viewerLoadExpiry: { target: 'loadExpired' } },
            },
            loadExpired: {
              description: 'No word from the viewer in 15 s: the button is enabled without it.',
              on: { 'share.viewerLoaded': { target: 'loaded' } },
            },
            loaded: {
              initial: 'settling',
              states: {
                settling: {
                  description: 'The button is enabled 2 s after the viewer loaded.',
                  after: { shareEnableDelay: { target: 'ready' } },
                },
                ready: {},
              },
            },
          },
        },
        share: {
          initial: 'ready',
          states: {
            ready: {
              description: "'SHARE TO MINT!' ('MINT!' when already shared), enabled when the wallet and viewer allow.",
              on: {
                'share.share': [
                  { guard: 'canMintAsShared', target: '#share.shared' },
                  { guard: 'canShareNow', target: 'sharing' },
                  { guard: 'needsAuthorization', target: 'authorizing' },
                ],
              },
            },
            authorizing: {
              description: 'The page is leaving for Twitter; it comes back with the credentials stored.',
              entry: [
                {
                  type: 'savePostRedirectData',
                  params: ({ context }) => ({
                    email: context.postRedirectData.email,
                    twitter: context.postRedirectData.twitter,
                  }),
                },
                'redirectToAuthorize',
              ],
              on: { 'share.cancel': { target: 'ready' } },
            },
            sharing: {
              description: "'Please be patient, sharing can take a minute.'",
              entry: 'clearProblem',
              after: {
                shareWaitWindow: {
                  target: '#share.shared',
                  description: 'The share took too long: logged, and minting goes on.',
                  actions: [
                    { type: 'setSource', params: { source: 'Error' } },
                    { type: 'recordShare', params: { source: 'Error' } },
                    { type: 'logShareFailure', params: { error: 'The share took longer than 120 s' } },
                  ],
                },
              },
              initial: 'preparing',
              states: {
                preparing: {
                  description: 'GET /preshare: the viewer link for the tweet.',
                  invoke: {
                    id: 'prepareShare',
                    src: 'prepareShare',
                    input: ({ context }) => ({ story: context.story }),
                    onDone: {
                      target: 'posting',
                      actions: { type: 'setPrepared', params: ({ event }) => ({ prepared: event.output }) },
                    },
                    onError: {
                      target: '#share.active.share.ready',
                      description: "'Something went wrong. Please try again.'",
                      actions: [
                        { type: 'setProblem', params: { problem: 'somethingWentWrong' } },
                        { type: 'logShareFailure', params: ({ event }) => ({ error: event.error }) },
                      ],
                    },
                  },
                },
                posting: {
                  description: 'The share sheet (Native) or the tweet (Twitter).',
                  invoke: {
                    id: 'shareStory',
                    src: 'shareStory',
                    input: ({ context }) => ({
                      story: context.story,
                      prepared: context.prepared ?? { viewerLink: '', message: '' },
                    }),
                    onDone: {
                      target: '#share.shared',
                      actions: [
                        { type: 'setSource', params: ({ event }) => ({ source: event.output.source }) },
                        { type: 'recordShare', params: ({ event }) => ({ source: event.output.source }) },
                      ],
                    },
                    onError: [
                      {
                        guard: { type: 'isUserAbort', params: ({ event }) => ({ error: event.error }) },
                        target: '#share.active.share.ready',
                        description: 'The user closed the share sheet: the button is back.',
                        actions: { type: 'recordShare', params: { source: 'UserAbort' } },
                      },
                      {
                        guard: { type: 'isCredentialsRejected', params: ({ event }) => ({ error: event.error }) },
                        target: '#share.active.share.ready',
                        description: "'Twitter reauthorization required.'",
                        actions: [
                          { type: 'setProblem', params: { problem: 'reauthorizationRequired' } },
                          'forgetTwitterLogin',
                          'announceCredentialsRejected',
                        ],
                      },
                      {
                        target: '#share.shared',
                        description: 'The tweet failed: logged, and minting goes on.',
                        actions: [
                          { type: 'setSource', params: { source: 'Error' } },
                          { type: 'recordShare', params: { source: 'Error' } },
                          { type: 'logShareFailure', params: ({ event }) => ({ error: event.error }) },
                        ],
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    shared: {
      type: 'final',
      description: 'Shared (or already shared, or logged as failed): the mint page starts the mint.',
    },
  },
});
