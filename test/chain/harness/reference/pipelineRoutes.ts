import { asRecord, HttpFailure, isAddress, route, type Route } from './http';
import type { ReferenceState } from './referenceState';

/**
 * The pipeline service (spec section 7), under /pipeline: the pre-share viewer link, and the
 * marketing check and entry of a giveaway campaign. An entry needs a captcha token the stand-in
 * captcha issued (each is spent once), and a wallet or Twitter account enters a campaign once
 * (409, spec section 8).
 */

export interface PipelineDeps {
  state: () => ReferenceState;
  /** The campaigns of the sale data set (marketingCampaign). */
  campaigns: readonly string[];
}

/** Where the viewer shows a story (spec section 7: the pre-share answers the viewer link). */
export const viewerLink = (wallet: string, storyId: string) => `https://viewer.chain.test/${wallet}/${storyId}`;

const sameHandle = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

export function pipelineRoutes({ state, campaigns }: PipelineDeps): Route[] {
  const campaignOf = (campaign: string) => {
    if (!campaigns.includes(campaign)) throw new HttpFailure(404, `no campaign ${campaign}`);
    const entries = state().entries.get(campaign) ?? [];
    state().entries.set(campaign, entries);
    return entries;
  };
  return [
    route('GET', /^\/pipeline\/preshare\/([^/]+)\/([^/]+)$/, ({ params: [wallet, storyId] }) => {
      if (!isAddress(wallet)) throw new HttpFailure(400, 'walletAddress must be an address');
      return { viewer: viewerLink(wallet.toLowerCase(), storyId!) };
    }),
    // Marketing check: GET {campaign}/{walletAddress}, optional twitter; response has exists.
    route('GET', /^\/pipeline\/([^/]+)\/([^/]+)$/, ({ params: [campaign, wallet], query }) => {
      if (!isAddress(wallet)) throw new HttpFailure(400, 'walletAddress must be an address');
      const twitter = query.get('twitter');
      const exists = campaignOf(campaign!).some(
        (entry) => entry.wallet === wallet.toLowerCase() || sameHandle(entry.twitter, twitter),
      );
      return { exists };
    }),
    // Marketing enter: POST the same path, body socialHandles and token (the captcha's).
    route('POST', /^\/pipeline\/([^/]+)\/([^/]+)$/, ({ params: [campaign, wallet], body }) => {
      const { socialHandles, token } = asRecord(body);
      const handles = asRecord(socialHandles);
      if (!isAddress(wallet) || handles.hotWallet !== wallet) {
        throw new HttpFailure(400, 'socialHandles.hotWallet must be the wallet entering');
      }
      const twitter = typeof handles.twitterHandle === 'string' ? handles.twitterHandle : null;
      if (twitter !== null && !/^\w{1,15}$/.test(twitter)) throw new HttpFailure(400, 'invalid twitterHandle');
      if (typeof token !== 'string' || !state().captchaTokens.delete(token)) {
        throw new HttpFailure(403, 'captcha verification failed');
      }
      const entries = campaignOf(campaign!);
      if (entries.some((entry) => entry.wallet === wallet.toLowerCase() || sameHandle(entry.twitter, twitter))) {
        throw new HttpFailure(409, 'already entered');
      }
      entries.push({ wallet: wallet.toLowerCase(), twitter });
      return { socials: handles };
    }),
  ];
}
