import { MESSAGES } from '../../domain/errors';
import type { SaleService } from '../sale/saleService.types';
import type { MockSaleServiceDeps } from './mockSaleService.deps';

type CampaignCalls = Pick<
  SaleService,
  | 'subscribeEmail'
  | 'subscribe'
  | 'isSubscribed'
  | 'fetchIsFollowingAll'
  | 'fetchUser'
  | 'isLoggedIn'
  | 'verifyCreds'
  | 'tweetStory'
  | 'isWalletAddressSafe'
>;

export const MOCK_SOCIAL_USERNAME = 'storyverse_fan';

/**
 * The facade's newsletter, giveaway and screening calls, passed to the mock services
 * behind them; the social calls answer as a logged-in mock user who follows everyone.
 */
export function createMockCampaigns(deps: MockSaleServiceDeps): CampaignCalls {
  const { delay, marketing, compliance, emailSubscription } = deps;
  return {
    subscribeEmail: ({ socialHandles }, signal) => emailSubscription.subscribe(socialHandles.email, signal),
    async subscribe({ campaign, socialHandles, captchaToken }, signal) {
      if (!campaign || !socialHandles.hotWallet) throw new Error(MESSAGES.missingCampaignOrHotWallet);
      return marketing.enter({ campaign, walletAddress: socialHandles.hotWallet, socialHandles, captchaToken }, signal);
    },
    isSubscribed: ({ campaign, walletAddress, twitterHandle }, signal) =>
      marketing.check(campaign, walletAddress, twitterHandle, signal),
    isWalletAddressSafe: (address, signal) => compliance.isWalletAddressSafe(address, signal),
    async fetchIsFollowingAll(_args, signal) {
      await delay('base', signal);
      return true;
    },
    async fetchUser(signal) {
      await delay('base', signal);
      return { username: MOCK_SOCIAL_USERNAME };
    },
    async isLoggedIn(signal) {
      await delay('base', signal);
      return true;
    },
    async verifyCreds(signal) {
      await delay('base', signal);
      return { valid: true };
    },
    async tweetStory({ storyKey }, signal) {
      await delay('base', signal);
      return { tweetId: `mock-tweet-${storyKey.replace(/\W+/g, '-')}` };
    },
  };
}
