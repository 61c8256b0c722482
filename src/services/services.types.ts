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
import type { SocialCredentialStore } from './social/socialCredentialStore';

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
  /** Where a mint's transaction is sent and mined: the browser wallet, or the mock chain. */
  chain: WalletBridge;
}

/** What the services need from the app's edge. */
export interface ServiceEdge {
  analytics: AnalyticsService;
  /**
   * Where the mock keeps its state: the services use whatever storage is given here (the app
   * edge passes session storage, spec section 9: "Mock storage uses session storage").
   */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /**
   * The stored social-login credentials (slots v1, v1read and v2; the app edge keeps them in
   * local storage). The HTTP sale facade reads and updates them; the mock facade answers as a
   * logged-in mock user and does not read them.
   */
  socialCredentials: SocialCredentialStore;
  /** The page's address: the mock reads its errorOn* triggers and origin from it. */
  location: Pick<Location, 'search' | 'origin'>;
  now: () => Date;
  /** The mock chain's approval of a mint transaction (rejects on Deny or close). */
  approveTransaction: (request: { saleId: string; count: number; hotWallet: string }) => Promise<void>;
  /** The browser wallet that sends the HTTP mint's transaction. */
  wallet: WalletBridge;
}
