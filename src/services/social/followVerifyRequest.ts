import { MESSAGES, RestApiError, SocialApiError } from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import { followResultSchema } from './social.schemas';

/** The message of a 400 that the media service sends for credentials it refuses (spec section 8). */
const AUTH_ERROR_MESSAGE = 'Auth error';

/** A failure's message: the JSON body's `message` or `error`, else the body as text. */
function bodyMessage(error: RestApiError): string {
  const body = (typeof error.json === 'object' && error.json !== null ? error.json : {}) as Record<string, unknown>;
  const field = [body.message, body.error].find((value) => typeof value === 'string');
  return (typeof field === 'string' ? field : error.responseText).trim();
}

/**
 * Spec section 8: the media service treats 401, 403, or 400 with the message 'Auth error' as an
 * authorization error: the stored credentials no longer work (follow verification and tweets).
 */
export function isSocialAuthFailure(error: unknown): boolean {
  if (!(error instanceof RestApiError)) return false;
  if (error.statusCode === 401 || error.statusCode === 403) return true;
  return error.statusCode === 400 && bodyMessage(error) === AUTH_ERROR_MESSAGE;
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
