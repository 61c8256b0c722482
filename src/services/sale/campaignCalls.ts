import { MESSAGES } from '../../domain/errors';
import type { ComplianceService } from '../compliance/compliance.types';
import type { EmailSubscriptionService } from '../emailSubscription/emailSubscription.types';
import type { MarketingService } from '../marketing/marketing.types';
import type { SaleService } from './saleService.types';

export type CampaignCalls = Pick<SaleService, 'subscribeEmail' | 'subscribe' | 'isSubscribed' | 'isWalletAddressSafe'>;

/**
 * The sale facade's newsletter, giveaway and screening calls, passed on to the e-mail,
 * marketing and compliance services. The HTTP and the mock facade both use this, each over
 * its own services.
 */
export function createCampaignCalls(deps: {
  marketing: MarketingService;
  compliance: ComplianceService;
  emailSubscription: EmailSubscriptionService;
}): CampaignCalls {
  const { marketing, compliance, emailSubscription } = deps;
  return {
    subscribeEmail: ({ socialHandles }, signal) => emailSubscription.subscribe(socialHandles.email, signal),
    async subscribe({ campaign, socialHandles, captchaToken }, signal) {
      if (!campaign || !socialHandles.hotWallet) throw new Error(MESSAGES.missingCampaignOrHotWallet);
      return marketing.enter({ campaign, walletAddress: socialHandles.hotWallet, socialHandles, captchaToken }, signal);
    },
    isSubscribed: ({ campaign, walletAddress, twitterHandle }, signal) =>
      marketing.check(campaign, walletAddress, twitterHandle, signal),
    isWalletAddressSafe: (address, signal) => compliance.isWalletAddressSafe(address, signal),
  };
}
