import { MESSAGES, RaffleDuplicateError } from '../../domain/errors';
import type { MockDelay } from '../mock/mockDelays';
import type { MockStore } from '../mock/mockStore';
import type { MarketingService } from './marketing.types';

/** Mock giveaway campaigns: entries kept in the mock store; a second entry is the 409 duplicate. */
export function createMockMarketing({ delay, store }: { delay: MockDelay; store: MockStore }): MarketingService {
  return {
    async check(campaign, walletAddress, _twitterHandle, signal) {
      if (!campaign || !walletAddress) throw new Error(MESSAGES.errorWhileCheckingSubscribed);
      await delay('base', signal);
      return { exists: (store.read().campaignEntries[campaign] ?? []).includes(walletAddress.toLowerCase()) };
    },
    async enter({ campaign, walletAddress, socialHandles }, signal) {
      const wallet = (socialHandles.hotWallet ?? walletAddress).toLowerCase();
      if (!campaign || !wallet) throw new Error(MESSAGES.missingCampaignOrHotWallet);
      await delay('base', signal);
      store.update((state) => {
        const entries = state.campaignEntries[campaign] ?? [];
        if (entries.includes(wallet))
          throw new RaffleDuplicateError(campaign, wallet, socialHandles.twitterHandle ?? '');
        state.campaignEntries[campaign] = [...entries, wallet];
      });
      return socialHandles;
    },
  };
}
