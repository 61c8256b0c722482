import { parseAuthCredentials } from '../domain/authCredentials';
import { createSocialCredentialStore } from '../services/social/socialCredentialStore';

/**
 * Spec section 2: the `auth` credentials are "used to log in and then removed from the address".
 * Valid ones become the stored social login (a v2 tuple's secret is its refresh token); they
 * never enter the app machine's context.
 */
export function signInFromLaunch(rawAuth: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): void {
  const { credentials, warning } = parseAuthCredentials(rawAuth);
  if (warning) console.warn(`[launch] ${warning}`);
  if (!credentials) return;
  const store = createSocialCredentialStore(storage);
  if (credentials.apiVersion === 'v2') {
    store.saveV2({
      accessToken: credentials.accessToken,
      refreshToken: credentials.accessTokenSecret,
      twitterUserId: credentials.twitterUserId,
      twitterUserName: credentials.twitterUserName,
    });
  } else {
    store.saveV1(credentials);
  }
}
