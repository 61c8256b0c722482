import { MESSAGES, RestApiError, SocialApiError } from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import { followResultSchema } from './social.schemas';

/** A 401 or 403 from follow verification means the stored credentials no longer work. */
export function isSocialAuthFailure(error: unknown): boolean {
  return error instanceof RestApiError && (error.statusCode === 401 || error.statusCode === 403);
}

/** The error follow verification raises for an auth failure: 403 'Auth error. Please try again.' */
export function socialAuthRetryError(): SocialApiError {
  return new SocialApiError(403, MESSAGES.socialAuthRetry);
}

/**
 * POST /verify on the auth service, for v1 (access token and secret) and v2 (bearer token)
 * alike: account to "follows it". An auth failure becomes 403 'Auth error. Please try again.'.
 */
export async function postFollowVerify(
  auth: RestClient,
  body: { followCheckList: readonly string[] } & Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Record<string, boolean>> {
  try {
    return await auth.request({
      method: 'POST',
      path: '/verify',
      body: { ...body, followCheckList: [...body.followCheckList] },
      schema: followResultSchema,
      what: 'follow response',
      signal,
    });
  } catch (error) {
    if (isSocialAuthFailure(error)) throw socialAuthRetryError();
    throw error;
  }
}
