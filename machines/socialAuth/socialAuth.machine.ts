import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type {
  PopupWindowEvent,
  SocialAuthContext,
  SocialAuthEmitted,
  SocialAuthEvent,
  SocialAuthInput,
  SocialAuthProblem,
  SocialApiVersion,
  SocialCredentialsV2,
  StoredCredentialsCheck,
} from './socialAuth.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/socialAuth.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));
const unboundAction = () => {};

/** The type of a PendingAuthError (code 'pendingAuth'), or null for any other failure. */
function pendingTypeOf(error: unknown): number | null {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; type?: unknown };
  return fields.code === 'pendingAuth' && typeof fields.type === 'number' ? fields.type : null;
}

/**
 * Social-network login (spec sections 4, 6, 7 and 8). One actor per usage: tweetStory (v1) or
 * followVerify (v1read or v2).
 *
 * - `checking` reads the stored credentials of the slot (v1/v1read verified by the auth service):
 *   LoggedIn when valid, else LoggedOut with the slot cleared. (Spec: "Idle, then LoggedIn if
 *   stored credentials are valid else LoggedOut": Idle is the instant before the check.)
 * - v1/v1read login: saves the post-redirect data, then the page leaves for the provider's
 *   authorise address (`redirecting`); on return the stored credentials are there.
 * - v2 login: `connecting` invokes `popupWindow`, the actor that owns the popup for exactly as
 *   long as the login is under way. xstate starts an invoked child synchronously within
 *   `actor.send`, after the transition, so window.open runs inside the click that sent
 *   `socialAuth.login`, which popup blockers allow; the actor answers `socialAuth.popupOpened` or
 *   `socialAuth.popupBlocked` before that send returns. Then a pending key is registered, the
 *   popup is pointed at the provider (`pointPopupAtProvider` tells `popupWindow`), and
 *   `pending(key)` is polled every `pendingPollInterval` until it answers; type 2 means "not
 *   logged in yet". Leaving `connecting` stops `popupWindow`, which closes the popup. Delayed
 *   transitions and invoked actors end with their state, so no poll or popup outlives it.
 */
export const socialAuthMachine = setup({
  types: {
    context: {} as SocialAuthContext,
    events: {} as SocialAuthEvent,
    input: {} as SocialAuthInput,
    emitted: {} as SocialAuthEmitted,
  },
  actors: {
    /** The stored credentials of the slot, validated (v1/v1read: verifyCredentials). */
    checkStoredCredentials: fromPromise<StoredCredentialsCheck, { apiVersion: SocialApiVersion }>(
      unbound('checkStoredCredentials'),
    ),
    /**
     * The v2 login popup (500x600), for as long as `connecting` lasts. On start it opens the popup
     * (inside the click) and answers `socialAuth.popupOpened`, or `socialAuth.popupBlocked` when
     * the browser blocked it; `popupWindow.pointAtProvider` shows the provider's login in it; it
     * sends `socialAuth.popupClosed` when the user closes it, and closes it when stopped.
     */
    popupWindow: fromCallback<PopupWindowEvent>(() => {
      throw new Error('popupWindow is bound at the edge');
    }),
    /** GET add-to-pending: the pending key of this login. */
    addToPending: fromPromise<string>(unbound('addToPending')),
    /** GET pending {pendingKey}: the credentials, or PendingAuthError(type) while not finished. */
    pollPending: fromPromise<SocialCredentialsV2, { pendingKey: string }>(unbound('pollPending')),
  },
  delays: {
    /** How often the pending login is asked for (spec section 7: "polled"; the interval is ours). */
    pendingPollInterval: 2000,
    /** A popup login left unfinished gives up after 5 minutes. */
    loginTimeout: 300_000,
  },
  guards: {
    isValid: (_, params: { valid: boolean }) => params.valid,
    usesPopup: ({ context }) => context.apiVersion === 'v2',
    /** Spec section 8: pending error type 2 means not logged in (yet). */
    isNotLoggedInYet: (_, params: { error: unknown }) => pendingTypeOf(params.error) === 2,
    isPendingError: (_, params: { error: unknown }) => pendingTypeOf(params.error) !== null,
    isInvalidData: (_, params: { error: unknown }) =>
      typeof params.error === 'object' && params.error !== null && 'code' in params.error
        ? params.error.code === 'invalidData'
        : false,
  },
  actions: {
    setTwitterUserName: assign((_, params: { twitterUserName: string | null }) => ({
      twitterUserName: params.twitterUserName,
    })),
    clearTwitterUserName: assign({ twitterUserName: null }),
    setPendingKey: assign((_, params: { pendingKey: string | null }) => ({ pendingKey: params.pendingKey })),
    setProblem: assign((_, params: { problem: SocialAuthProblem }) => ({ problem: params.problem })),
    clearProblem: assign({ problem: null }),
    /** Removes the stored credentials of this slot. */
    clearCredentials: unboundAction as (_: unknown, params: { apiVersion: SocialApiVersion }) => void,
    /** Stores the v2 login in the v2 slot. */
    saveV2Credentials: unboundAction as (_: unknown, params: { credentials: SocialCredentialsV2 }) => void,
    /** Saves the form's e-mail and handle before the page leaves (post-redirect local data). */
    savePostRedirectData: unboundAction as (
      _: unknown,
      params: { email: string | null; twitter: string | null },
    ) => void,
    /** The page goes to the provider's authorise address with the current page as return address. */
    redirectToProvider: unboundAction as (_: unknown, params: { apiVersion: SocialApiVersion }) => void,
    /** Tells `popupWindow` to show the provider's login for this pending key. */
    pointPopupAtProvider: sendTo('popupWindow', (_, params: { pendingKey: string }) => ({
      type: 'popupWindow.pointAtProvider' as const,
      pendingKey: params.pendingKey,
    })),
    announceLoggedIn: emit(({ context }) => ({
      type: 'socialAuth.loggedIn' as const,
      twitterUserName: context.twitterUserName ?? '',
    })),
    announceLoggedOut: emit({ type: 'socialAuth.loggedOut' as const }),
  },
}).createMachine({
  id: 'socialAuth',
  context: ({ input }) => ({
    usage: input.usage,
    apiVersion: input.apiVersion,
    twitterUserName: null,
    pendingKey: null,
    problem: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Are the stored credentials of this slot valid?',
      invoke: {
        id: 'checkStoredCredentials',
        src: 'checkStoredCredentials',
        input: ({ context }) => ({ apiVersion: context.apiVersion }),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.output.valid }) },
            target: 'loggedIn',
            actions: {
              type: 'setTwitterUserName',
              params: ({ event }) => ({ twitterUserName: event.output.twitterUserName }),
            },
          },
          {
            target: 'loggedOut',
            description: 'Invalid credentials are discarded.',
            actions: { type: 'clearCredentials', params: ({ context }) => ({ apiVersion: context.apiVersion }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isInvalidData', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            description: 'A verify answer of the wrong shape: the credentials are discarded.',
            actions: { type: 'clearCredentials', params: ({ context }) => ({ apiVersion: context.apiVersion }) },
          },
          {
            target: 'loggedOut',
            description: 'The check failed (e.g. offline): the credentials are kept for a later check.',
          },
        ],
      },
    },
    loggedOut: {
      description: "Not connected: 'Connect Twitter'.",
      initial: 'idle',
      on: {
        'socialAuth.login': [
          { guard: 'usesPopup', target: 'connecting' },
          {
            target: 'redirecting',
            actions: [
              {
                type: 'savePostRedirectData',
                params: ({ event }) => ({ email: event.email ?? null, twitter: event.twitter ?? null }),
              },
              { type: 'redirectToProvider', params: ({ context }) => ({ apiVersion: context.apiVersion }) },
            ],
          },
        ],
      },
      states: {
        idle: { entry: 'clearProblem' },
        failed: { description: 'The last login failed: the reason shows; the user can connect again.' },
      },
    },
    redirecting: {
      description: 'v1: the page is leaving for the provider; it comes back with the credentials stored.',
      on: { 'socialAuth.cancel': { target: 'loggedOut' } },
    },
    connecting: {
      description:
        'v2: the popup login is under way. The invoked popupWindow opens the 500x600 popup inside the click and closes it when this state ends.',
      entry: 'clearProblem',
      invoke: {
        id: 'popupWindow',
        src: 'popupWindow',
        onError: {
          target: '#socialAuth.loggedOut.failed',
          description: 'The popup cannot be opened or watched: the login starts again from the button.',
          actions: { type: 'setProblem', params: { problem: { kind: 'failed' } } },
        },
      },
      on: {
        'socialAuth.cancel': { target: 'loggedOut' },
        'socialAuth.popupClosed': { target: 'loggedOut', description: 'The user closed the popup.' },
      },
      after: {
        loginTimeout: {
          target: '#socialAuth.loggedOut.failed',
          actions: { type: 'setProblem', params: { problem: { kind: 'timedOut' } } },
        },
      },
      initial: 'opening',
      states: {
        opening: {
          description:
            'popupWindow asked the browser for the popup inside the click; it answers before the click ends.',
          on: {
            'socialAuth.popupOpened': { target: 'registering' },
            'socialAuth.popupBlocked': { target: '#socialAuth.popupBlocked', description: 'The browser blocked it.' },
          },
        },
        registering: {
          description: 'GET add-to-pending: the key of this login.',
          invoke: {
            id: 'addToPending',
            src: 'addToPending',
            onDone: {
              target: 'polling',
              actions: [
                { type: 'setPendingKey', params: ({ event }) => ({ pendingKey: event.output }) },
                { type: 'pointPopupAtProvider', params: ({ event }) => ({ pendingKey: event.output }) },
              ],
            },
            onError: {
              target: '#socialAuth.loggedOut.failed',
              actions: { type: 'setProblem', params: { problem: { kind: 'failed' } } },
            },
          },
        },
        polling: {
          description: 'GET pending {pendingKey}: has the user logged in?',
          invoke: {
            id: 'pollPending',
            src: 'pollPending',
            input: ({ context }) => ({ pendingKey: context.pendingKey ?? '' }),
            onDone: {
              target: '#socialAuth.loggedIn',
              actions: [
                { type: 'saveV2Credentials', params: ({ event }) => ({ credentials: event.output }) },
                {
                  type: 'setTwitterUserName',
                  params: ({ event }) => ({ twitterUserName: event.output.twitterUserName }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isNotLoggedInYet', params: ({ event }) => ({ error: event.error }) },
                target: 'pausing',
              },
              {
                guard: { type: 'isPendingError', params: ({ event }) => ({ error: event.error }) },
                target: '#socialAuth.loggedOut.failed',
                description: "'Auth pending error: {type}'",
                actions: {
                  type: 'setProblem',
                  params: ({ event }) => ({
                    problem: { kind: 'pendingError', type: pendingTypeOf(event.error) ?? 0 },
                  }),
                },
              },
              {
                target: '#socialAuth.loggedOut.failed',
                actions: { type: 'setProblem', params: { problem: { kind: 'failed' } } },
              },
            ],
          },
        },
        pausing: {
          description: 'Not logged in yet: ask again after the poll interval.',
          after: { pendingPollInterval: { target: 'polling' } },
        },
      },
    },
    popupBlocked: {
      description: 'The browser blocked the popup: the user can allow popups and try again.',
      on: {
        'socialAuth.login': { target: 'connecting' },
        'socialAuth.cancel': { target: 'loggedOut' },
      },
    },
    loggedIn: {
      description: 'Connected as @twitterUserName.',
      entry: ['clearProblem', 'announceLoggedIn'],
      on: {
        'socialAuth.logout': {
          target: 'loggedOut',
          actions: [
            { type: 'clearCredentials', params: ({ context }) => ({ apiVersion: context.apiVersion }) },
            'clearTwitterUserName',
            'announceLoggedOut',
          ],
        },
        // A service refused the credentials: 'Auth error. Please try again.' and 'Connect Twitter'.
        // (No description: the landing page's byte budget has no room for the words.)
        'socialAuth.loginGone': {
          target: '#socialAuth.loggedOut.failed',
          actions: [
            { type: 'clearCredentials', params: ({ context }) => ({ apiVersion: context.apiVersion }) },
            'clearTwitterUserName',
            { type: 'setProblem', params: { problem: { kind: 'failed' } } },
            'announceLoggedOut',
          ],
        },
      },
    },
  },
});
