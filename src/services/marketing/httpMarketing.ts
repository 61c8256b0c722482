import { MESSAGES, RaffleDuplicateError, RestApiError } from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import type { MarketingService } from './marketing.types';
import { campaignEntryResponseSchema, pickSocialHandles, subscriptionCheckSchema } from './marketing.schemas';

/** The check needs both; the spec names no text, so this one says which. */
export const MISSING_CAMPAIGN_OR_WALLET = 'Missing campaign and/or walletAddress in options';

/**
 * Giveaway campaigns on the `pipeline` base:
 * - check: GET  {campaign}/{walletAddress}[?twitter=handle] -> { exists, twitterStatus? }
 * - enter: POST {campaign}/{walletAddress} { socialHandles (allowed keys only), token } with the
 *   cache disabled; 409 -> RaffleDuplicateError. The path's wallet is entry.walletAddress, or the
 *   hot wallet when that is empty.
 */
export function createHttpMarketing({ client }: { client: RestClient }): MarketingService {
  return {
    check(campaign, walletAddress, twitterHandle, signal) {
      if (!campaign || !walletAddress) return Promise.reject(new Error(MISSING_CAMPAIGN_OR_WALLET));
      return client.request({
        method: 'GET',
        path: '/{campaign}/{walletAddress}',
        pathParams: { campaign, walletAddress },
        query: { twitter: twitterHandle || undefined },
        schema: subscriptionCheckSchema,
        what: 'isSubscribed results',
        signal,
      });
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
        throw error;
      }
    },
  };
}
