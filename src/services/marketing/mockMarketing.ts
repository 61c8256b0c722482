import { MESSAGES, RaffleDuplicateError } from '../../domain/errors';
import type { MockDelay } from '../mock/mockDelays';
import type { MockStore } from '../mock/mockStore';
import type { MarketingService } from './marketing.types';
import { pickSocialHandles } from './socialHandles';

/**
 * Mock giveaway campaigns: entries kept in the mock store; a second entry of a wallet or of a
 * Twitter handle is the 409 duplicate (the mock accounts share one Twitter user, so a second
 * account entering after the first meets it).
 * The same requirements as the HTTP service: the check needs campaign and wallet address; an
 * entry needs a campaign and socialHandles.hotWallet and keeps only the allowed handle keys; the
 * entered wallet is entry.walletAddress, or the hot wallet when that is empty.
 */
export function createMockMarketing({ delay, store }: { delay: MockDelay; store: MockStore }): MarketingService {
  return {
    async check(campaign, walletAddress, _twitterHandle, signal) {
      if (!campaign || !walletAddress) throw new Error(MESSAGES.missingCampaignOrWalletAddress);
      await delay('base', signal);
      return { exists: (store.read().campaignEntries[campaign] ?? []).includes(walletAddress.toLowerCase()) };
    },
    async enter({ campaign, walletAddress, socialHandles }, signal) {
      const handles = pickSocialHandles(socialHandles as Readonly<Record<string, unknown>>);
      if (!campaign || !handles.hotWallet) throw new Error(MESSAGES.missingCampaignOrHotWallet);
      const wallet = (walletAddress || handles.hotWallet).toLowerCase();
      const twitter = handles.twitterHandle?.toLowerCase() ?? '';
      await delay('base', signal);
      store.update((state) => {
        const entries = state.campaignEntries[campaign] ?? [];
        const twitterHandles = state.campaignTwitterHandles[campaign] ?? [];
        if (entries.includes(wallet) || (twitter !== '' && twitterHandles.includes(twitter))) {
          throw new RaffleDuplicateError(campaign, wallet, handles.twitterHandle ?? '');
        }
        state.campaignEntries[campaign] = [...entries, wallet];
        if (twitter !== '') state.campaignTwitterHandles[campaign] = [...twitterHandles, twitter];
      });
      return handles;
    },
  };
}
