import {
  InvalidDataError,
  InvalidSocialHandlesError,
  MESSAGES,
  RaffleDuplicateError,
  RestApiError,
} from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import type { MarketingService } from './marketing.types';
import { campaignEntryResponseSchema, subscriptionCheckSchema } from './marketing.schemas';
import { pickSocialHandles } from './socialHandles';

/**
 * Giveaway campaigns on the `pipeline` base:
 * - check: GET  {campaign}/{walletAddress}[?twitter=handle] -> { exists, twitterStatus? }. The
 *   catalogue's texts (spec section 8): a non-ok answer is Error('Error response while checking
 *   if user is subscribed'), a body of the wrong shape InvalidDataError('Cannot parse
 *   isSubscribed results'), no answer (network, timeout) Error('Error occurred while checking if
 *   subscribed'), each with the original failure as cause; the caller's abort is rethrown as is.
 *   Campaign and wallet are required ('Missing campaign and/or walletAddress in options').
 * - enter: POST {campaign}/{walletAddress} { socialHandles (allowed keys only), token } with the
 *   cache disabled; 409 -> RaffleDuplicateError, 400 (the handles refused) -> InvalidSocialHandlesError.
 *   The path's wallet is entry.walletAddress, or the hot wallet when that is empty.
 */
export function createHttpMarketing({ client }: { client: RestClient }): MarketingService {
  return {
    async check(campaign, walletAddress, twitterHandle, signal) {
      if (!campaign || !walletAddress) throw new Error(MESSAGES.missingCampaignOrWalletAddress);
      try {
        return await client.request({
          method: 'GET',
          path: '/{campaign}/{walletAddress}',
          pathParams: { campaign, walletAddress },
          query: { twitter: twitterHandle || undefined },
          schema: subscriptionCheckSchema,
          what: 'isSubscribed results',
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        if (error instanceof RestApiError) throw new Error(MESSAGES.errorResponseCheckingSubscribed, { cause: error });
        if (error instanceof InvalidDataError) {
          throw new InvalidDataError(error.what, error.issues, {
            message: MESSAGES.cannotParseIsSubscribed,
            cause: error,
          });
        }
        throw new Error(MESSAGES.errorWhileCheckingSubscribed, { cause: error });
      }
    },

    async enter({ campaign, walletAddress, socialHandles, captchaToken }, signal) {
      const handles = pickSocialHandles(socialHandles as Readonly<Record<string, unknown>>);
      if (!campaign || !handles.hotWallet) throw new Error(MESSAGES.missingCampaignOrHotWallet);
      const wallet = walletAddress || handles.hotWallet;
      try {
        const answer = await client.request({
          method: 'POST',
          path: '/{campaign}/{walletAddress}',
          pathParams: { campaign, walletAddress: wallet },
          body: { socialHandles: handles, token: captchaToken },
          schema: campaignEntryResponseSchema,
          what: 'campaign entry response',
          cache: 'no-store',
          signal,
        });
        return answer?.socials ?? handles;
      } catch (error) {
        if (error instanceof RestApiError && error.statusCode === 409) {
          throw new RaffleDuplicateError(campaign, wallet, handles.twitterHandle ?? '');
        }
        if (error instanceof RestApiError && error.statusCode === 400) {
          throw new InvalidSocialHandlesError(undefined, { cause: error });
        }
        throw error;
      }
    },
  };
}
