import type { RestClient } from '../rest/restClient';
import type { SocialApiVersion } from './social.types';

/** Spec section 7: authorise is a redirect to /twitter/authorize/{apiVersion} with the return address. */
export function socialAuthoriseUrl(auth: RestClient, apiVersion: SocialApiVersion, returnTo: string): string {
  return auth.url('/twitter/authorize/{apiVersion}', { apiVersion }, { returnTo });
}
