import { socialAuthMachine } from '../../../machines/socialAuth';
import { InvalidDataError, PendingAuthError } from '../../../src/domain/errors';
import type { SocialCredentialsV2 } from '../../../src/services/social/social.types';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The social login's model: pure plan data (no DOM). Planned for tweeting (v1, the redirect
 * login) and follow verification with v2 (the popup login); the services' answers are the
 * planned actor answers.
 */

export const TWITTER_USER = 'ape_fan';
export const PENDING_KEY = 'pending-key-1';
export const V2_CREDENTIALS: SocialCredentialsV2 = {
  accessToken: 'access',
  refreshToken: 'refresh',
  twitterUserId: '42',
  twitterUserName: 'v2_fan',
};
export const NOT_LOGGED_IN_YET = new PendingAuthError(2);
export const PENDING_FAILURE = new PendingAuthError(5);
export const SERVICE_DOWN = new Error('the auth service is down');
export const INVALID_VERIFY = new InvalidDataError('verify response');
export const WINDOW_OPEN_FAILED = new Error('window.open threw');

/** What the browser may answer to the popup's window.open. */
const BROWSER_ANSWERS: readonly string[] = [
  'socialAuth.popupOpened',
  'socialAuth.popupBlocked',
  'xstate.error.actor.popupWindow',
];

export const socialAuthModel = defineModel({
  name: 'socialAuth',
  machine: socialAuthMachine,
  inputs: [
    {
      name: 'tweetStory v1',
      description: 'sharing a story: v1 (redirect login)',
      input: { usage: 'tweetStory', apiVersion: 'v1' },
    },
    {
      name: 'followVerify v2',
      description: 'follow verification: v2 (popup login)',
      input: { usage: 'followVerify', apiVersion: 'v2' },
    },
  ],
  sampleEvents: [
    actorDone('checkStoredCredentials', { valid: true, twitterUserName: TWITTER_USER }),
    actorDone('checkStoredCredentials', { valid: false, twitterUserName: null }),
    actorError('checkStoredCredentials', INVALID_VERIFY),
    actorError('checkStoredCredentials', SERVICE_DOWN),
    actorError('popupWindow', WINDOW_OPEN_FAILED),
    actorDone('addToPending', PENDING_KEY),
    actorError('addToPending', SERVICE_DOWN),
    actorDone('pollPending', V2_CREDENTIALS),
    actorError('pollPending', NOT_LOGGED_IN_YET),
    actorError('pollPending', PENDING_FAILURE),
    actorError('pollPending', SERVICE_DOWN),
    { type: 'socialAuth.login', email: 'fan@example.com', twitter: TWITTER_USER },
  ],
  // The browser answers popupWindow's window.open within the click: nothing else happens in
  // `opening`, and only window.open itself can make popupWindow fail (once the popup is open, the
  // actor only watches it).
  canHappen: (snapshot, event) =>
    snapshot.matches({ connecting: 'opening' })
      ? BROWSER_ANSWERS.includes(event.type)
      : event.type !== 'xstate.error.actor.popupWindow',
  stateDescriptions: {
    checking: 'a notice that the Twitter connection is being checked',
    'loggedOut.idle': "'Connect Twitter', no alert",
    'loggedOut.failed': "'Connect Twitter' and the reason in an alert",
    redirecting: 'v1: the page leaves for Twitter (notice with Cancel)',
    'connecting.opening': 'v2: the popup was asked for inside the click; the browser answers at once',
    'connecting.registering': 'v2: registering the pending key (waiting notice with Cancel)',
    'connecting.polling': 'v2: the popup shows Twitter; asking whether the login finished',
    'connecting.pausing': 'v2: not logged in yet; asking again in 2 s',
    popupBlocked: "the popup was blocked: a message, 'Try again' and 'Cancel'",
    loggedIn: "'Connected as @name' and 'Disconnect'",
  },
  eventDescriptions: {
    'socialAuth.login': "the user presses 'Connect Twitter' (or 'Try again')",
    'socialAuth.logout': "the user presses 'Disconnect'",
    'socialAuth.loginGone': "a service refuses the stored credentials (the follow check's auth error)",
    'socialAuth.cancel': "the user presses 'Cancel'",
    'socialAuth.popupOpened': 'the browser opens the 500x600 popup (inside the click)',
    'socialAuth.popupBlocked': "the browser's popup blocker blocks the popup",
    'socialAuth.popupClosed': 'the user closes the popup window',
  },
});
