/** Marketing campaigns (giveaways) on the pipeline service: GET/POST {campaign}/{walletAddress}. */

export type TwitterStatus = 'notRegistered' | 'notMatching' | 'matching';

export interface SubscriptionCheck {
  exists: boolean;
  twitterStatus?: TwitterStatus;
}

/** Only these keys are ever sent. */
export interface SocialHandles {
  email?: string;
  twitterHandle?: string;
  discordHandle?: string;
  hotWallet?: string;
  coldWallet?: string;
}

export interface CampaignEntry {
  campaign: string;
  walletAddress: string;
  socialHandles: SocialHandles;
  captchaToken: string;
}

export interface MarketingService {
  check(
    campaign: string,
    walletAddress: string,
    twitterHandle?: string,
    signal?: AbortSignal,
  ): Promise<SubscriptionCheck>;
  /** Raises RaffleDuplicateError on HTTP 409. Resolves with the socials the service recorded. */
  enter(entry: CampaignEntry, signal?: AbortSignal): Promise<SocialHandles>;
}
