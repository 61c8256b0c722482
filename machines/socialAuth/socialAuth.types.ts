/** Types of the social-network login (spec sections 3, 4, 6, 7 and 8: social auth). */
import type { SocialApiVersion, SocialCredentialsV2 } from '../../src/services/social/social.types';

export type { SocialApiVersion, SocialCredentialsV2 };

/**
 * Spec sections 6 and 7: tweeting (tweetStory) uses v1; follow verification (followVerify) uses
 * v1read or v2.
 */
export type SocialAuthInput =
  | { usage: 'tweetStory'; apiVersion: 'v1' }
  | { usage: 'followVerify'; apiVersion: 'v1read' | 'v2' };

export type SocialAuthUsage = SocialAuthInput['usage'];

/** What the stored credentials of the slot turned out to be. */
export interface StoredCredentialsCheck {
  valid: boolean;
  /** The Twitter user name of valid credentials; null otherwise. */
  twitterUserName: string | null;
}

/** Why the last login did not succeed. The view shows each in the catalogue's words. */
export type SocialAuthProblem =
  /** 'Auth pending error: {type}': the v2 pending poll failed with a type other than 2. */
  | { kind: 'pendingError'; type: number }
  /** 'Auth error. Please try again.': a failed call or a login that took too long. */
  | { kind: 'failed' }
  | { kind: 'timedOut' };

export interface SocialAuthContext {
  usage: SocialAuthUsage;
  apiVersion: SocialApiVersion;
  /** The logged-in Twitter user name, while logged in. */
  twitterUserName: string | null;
  /** The v2 pending key of the login under way. */
  pendingKey: string | null;
  problem: SocialAuthProblem | null;
}

export type SocialAuthEvent =
  /**
   * The user presses 'Connect Twitter' (or retries). v1 carries what the form holds, saved before
   * the page leaves for the provider (spec section 3: post-redirect local data).
   */
  | { type: 'socialAuth.login'; email?: string | null; twitter?: string | null }
  /** The user presses 'Disconnect'. */
  | { type: 'socialAuth.logout' }
  /** A service refused the stored credentials (the follow check's auth error): the login is gone. */
  | { type: 'socialAuth.loginGone' }
  /** The user stops waiting for the login. */
  | { type: 'socialAuth.cancel' }
  /** From `popupWindow`: the browser opened the v2 login popup (inside the user's click). */
  | { type: 'socialAuth.popupOpened' }
  /** From `popupWindow`: the browser blocked the v2 login popup. */
  | { type: 'socialAuth.popupBlocked' }
  /** From `popupWindow`: the user closed the v2 login popup. */
  | { type: 'socialAuth.popupClosed' };

/** What the chart tells its `popupWindow` actor. */
export type PopupWindowEvent =
  /** Show the provider's login for this pending key in the popup. */
  { type: 'popupWindow.pointAtProvider'; pendingKey: string };

/** Told to watchers when a login succeeds or the user disconnects. */
export type SocialAuthEmitted =
  | { type: 'socialAuth.loggedIn'; twitterUserName: string }
  | { type: 'socialAuth.loggedOut' };
