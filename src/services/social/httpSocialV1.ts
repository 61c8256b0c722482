import type { RestClient } from '../rest/restClient';
import { TwitterReauthorizationError } from '../../domain/errors';
import { isSocialAuthFailure, postFollowVerify } from './followVerifyRequest';
import type { SocialV1Service } from './social.types';
import { socialAuthoriseUrl } from './socialAuthorise';
import { tweetResultSchema, verifyResultSchema } from './social.schemas';

/**
 * Social network v1 (OAuth 1 credentials). On the `auth` base:
 * - authorise: {auth}/twitter/authorize/{apiVersion}?returnTo=... (a page redirect, not a call)
 * - verify:    POST /twitter/verify/{apiVersion} { accessToken, accessTokenSecret } -> { valid, error? }
 * - follow:    POST /verify { followCheckList, accessToken, accessSecret, apiVersion } -> account -> boolean
 * On the `backend` base:
 * - tweet:     POST /twitter/tweetStory { tweet: { message }, storyKey, accessToken, accessTokenSecret } -> { tweetId }
 *
 * A 401/403 on follow verification raises SocialApiError(403, 'Auth error. Please try again.'); on
 * a tweet, TwitterReauthorizationError ('Twitter reauthorization required.'). Clearing the stored
 * credentials is the caller's job.
 */
export function createHttpSocialV1({ auth, backend }: { auth: RestClient; backend: RestClient }): SocialV1Service {
  return {
    authoriseUrl(apiVersion, returnTo) {
      return socialAuthoriseUrl(auth, apiVersion, returnTo);
    },

    verifyCredentials({ accessToken, accessTokenSecret, apiVersion }, signal) {
      return auth.request({
        method: 'POST',
        path: '/twitter/verify/{apiVersion}',
        pathParams: { apiVersion },
        body: { accessToken, accessTokenSecret },
        schema: verifyResultSchema,
        what: 'verify response',
        signal,
      });
    },

    followVerify({ accessToken, accessTokenSecret, apiVersion }, followCheckList, signal) {
      return postFollowVerify(
        auth,
        { followCheckList, accessToken, accessSecret: accessTokenSecret, apiVersion },
        signal,
      );
    },

    async tweet({ accessToken, accessTokenSecret }, message, storyKey, signal) {
      try {
        return await backend.request({
          method: 'POST',
          path: '/twitter/tweetStory',
          body: { tweet: { message }, storyKey, accessToken, accessTokenSecret },
          schema: tweetResultSchema,
          what: 'tweet response',
          signal,
        });
      } catch (error) {
        if (isSocialAuthFailure(error)) throw new TwitterReauthorizationError(undefined, { cause: error });
        throw error;
      }
    },
  };
}
