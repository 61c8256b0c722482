import type { SnapshotFrom } from 'xstate';
import type { socialAuthMachine } from './socialAuth.machine';

export type SocialAuthSnapshot = SnapshotFrom<typeof socialAuthMachine>;

/** What the social-auth section shows. */
export type SocialAuthView =
  | { kind: 'checking' }
  | { kind: 'loggedOut' }
  | { kind: 'redirecting' }
  | { kind: 'waiting' }
  | { kind: 'popupBlocked' }
  | { kind: 'loggedIn'; twitterUserName: string };

export function selectSocialAuthView(snapshot: SocialAuthSnapshot): SocialAuthView {
  if (snapshot.matches('checking')) return { kind: 'checking' };
  if (snapshot.matches('redirecting')) return { kind: 'redirecting' };
  if (snapshot.matches('connecting')) return { kind: 'waiting' };
  if (snapshot.matches('popupBlocked')) return { kind: 'popupBlocked' };
  if (snapshot.matches('loggedIn'))
    return { kind: 'loggedIn', twitterUserName: snapshot.context.twitterUserName ?? '' };
  return { kind: 'loggedOut' };
}

/** Why the last login failed, while it shows; null otherwise. */
export const selectSocialAuthProblem = (snapshot: SocialAuthSnapshot) =>
  snapshot.matches({ loggedOut: 'failed' }) ? snapshot.context.problem : null;

/** Spec section 6: follow verification and sharing need an authorised social account. */
export const selectSocialAuthorized = (snapshot: SocialAuthSnapshot) => snapshot.matches('loggedIn');

export const selectTwitterUserName = (snapshot: SocialAuthSnapshot) => snapshot.context.twitterUserName;
