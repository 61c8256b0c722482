import type { AnalyticsService } from './analytics/analytics.types';
import type { ComplianceService } from './compliance/compliance.types';
import type { EmailSubscriptionService } from './emailSubscription/emailSubscription.types';
import type { IdentityProofService } from './identityProof/identityProof.types';
import type { MarketingService } from './marketing/marketing.types';
import type { MetadataService } from './metadata/metadata.types';
import type { PreshareService } from './preshare/preshare.types';
import type { SaleService } from './sale/saleService.types';
import type { WalletBridge } from './sale/walletBridge.types';
import type { SocialV1Service, SocialV2Service } from './social/social.types';

/** Every service the flows call, mock or HTTP as configured. */
export interface Services {
  sale: SaleService;
  emailSubscription: EmailSubscriptionService;
  marketing: MarketingService;
  preshare: PreshareService;
  metadata: MetadataService;
  compliance: ComplianceService;
  identityProof: IdentityProofService;
  socialV1: SocialV1Service;
  socialV2: SocialV2Service;
  analytics: AnalyticsService;
}

/** What the services need from the app's edge. */
export interface ServiceEdge {
  analytics: AnalyticsService;
  /** Where the mock keeps its state (session storage in the browser). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The page's address: the mock reads its errorOn* triggers and origin from it. */
  location: Pick<Location, 'search' | 'origin'>;
  now: () => Date;
  /** Mock wallet approval of a mint transaction (rejects on Deny or close). */
  approveTransaction: (request: { saleId: string; count: number; hotWallet: string }) => Promise<void>;
  /** The wallet that sends the HTTP mint's transaction. */
  wallet: WalletBridge;
}
