import type { Services } from '../../services/services.types';
import type { SocialApiVersion } from '../../services/social/social.types';
import type { SocialCredentialStore } from '../../services/social/socialCredentialStore';

/**
 * The social login steps that the social-auth flow and the share flow take the same way (spec
 * sections 4 and 7): the v1 check of stored credentials, and the redirect to the provider.
 */

/** A stored v1/v1read login, checked with the auth service: its user name when valid. */
export async function checkStoredV1Login(
  services: Services,
  credentials: SocialCredentialStore,
  slot: 'v1' | 'v1read',
  signal?: AbortSignal,
): Promise<{ valid: boolean; twitterUserName: string | null }> {
  // The store validates the shape on read (malformed entries are discarded).
  const stored = credentials.readV1(slot);
  if (!stored) return { valid: false, twitterUserName: null };
  const { valid } = await services.socialV1.verifyCredentials(stored, signal);
  return { valid, twitterUserName: valid ? stored.twitterUserName : null };
}

/** Sends the page to the provider's authorise address, with the current page as the return address. */
export function leaveForSocialLogin(
  services: () => Promise<Services>,
  apiVersion: SocialApiVersion,
  redirect: (url: string) => void,
  returnTo: () => string,
): void {
  // The services are loaded before any view can be clicked; the redirect waits for them anyway.
  void services().then((loaded) => redirect(loaded.socialV1.authoriseUrl(apiVersion, returnTo())));
}
