import { InvalidDataError, PendingAuthError, RestApiError, SocialApiError } from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import type { SocialCredentialsV2, SocialV2Service } from './social.types';
import { pendingErrorSchema, pendingKeySchema, pendingResultSchema, refreshResultSchema } from './social.schemas';
import { postFollowVerify, socialAuthRetryError } from './followVerifyRequest';

/**
 * Social network v2 (pending-key login), on the `auth` base:
 * - GET  /tw/authV2/addToPending            -> the pending key
 * - GET  /tw/authV2/pending/{pendingKey}    -> credentials, or { error: { type } } -> PendingAuthError(type)
 * - POST /twitter/refresh { refreshToken }  -> new tokens
 * - POST /verify { followCheckList, bearerToken, apiVersion: 'v2' } -> account -> boolean
 *
 * followVerifyWithRefresh: on a 401/403 it refreshes once and tries again; a second auth
 * failure, or a refused refresh (4xx or bad tokens), raises SocialApiError(403, 'Auth error.
 * Please try again.'). A refresh that got no answer (network, timeout, 5xx) rethrows that error
 * instead, since the login may still be fine.
 */
export function createHttpSocialV2({ auth }: { auth: RestClient }): SocialV2Service {
  function followVerify(bearerToken: string, followCheckList: readonly string[], signal?: AbortSignal) {
    return postFollowVerify(auth, { followCheckList, bearerToken, apiVersion: 'v2' }, signal);
  }

  async function refresh(refreshToken: string, signal?: AbortSignal): Promise<SocialCredentialsV2> {
    return auth.request({
      method: 'POST',
      path: '/twitter/refresh',
      body: { refreshToken },
      schema: refreshResultSchema,
      what: 'token response',
      signal,
    });
  }

  return {
    addToPending(signal) {
      return auth.request({
        method: 'GET',
        path: '/tw/authV2/addToPending',
        schema: pendingKeySchema,
        what: 'pending key',
        signal,
      });
    },

    async pending(pendingKey, signal) {
      let result;
      try {
        result = await auth.request({
          method: 'GET',
          path: '/tw/authV2/pending/{pendingKey}',
          pathParams: { pendingKey },
          schema: pendingResultSchema,
          what: 'token response',
          signal,
        });
      } catch (error) {
        const body = error instanceof RestApiError ? pendingErrorSchema.safeParse(error.json) : null;
        if (body?.success) throw new PendingAuthError(body.data.error.type);
        throw error;
      }
      if ('error' in result) throw new PendingAuthError(result.error.type);
      return result;
    },

    refresh,
    followVerify,

    async followVerifyWithRefresh(credentials, followCheckList, signal, onRefreshed) {
      try {
        return { follows: await followVerify(credentials.accessToken, followCheckList, signal), credentials };
      } catch (error) {
        if (!isAuthRetry(error)) throw error;
      }
      let refreshed: SocialCredentialsV2;
      try {
        const tokens = await refresh(credentials.refreshToken, signal);
        refreshed = {
          ...credentials,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          twitterUserId: tokens.twitterUserId || credentials.twitterUserId,
          twitterUserName: tokens.twitterUserName || credentials.twitterUserName,
        };
      } catch (error) {
        if (isRefreshRefused(error)) throw socialAuthRetryError();
        throw error;
      }
      onRefreshed?.(refreshed);
      return { follows: await followVerify(refreshed.accessToken, followCheckList, signal), credentials: refreshed };
    },
  };
}

function isAuthRetry(error: unknown): boolean {
  return error instanceof SocialApiError && error.status === 403;
}

/**
 * A refresh the server turned down (4xx) or answered with bad tokens: the login is gone. A 429
 * only asks the client to wait: the login stays, and the follow check fails as any failure does.
 */
function isRefreshRefused(error: unknown): boolean {
  if (error instanceof InvalidDataError) return true;
  return error instanceof RestApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429;
}
