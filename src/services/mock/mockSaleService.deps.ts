import type { Sale } from '../../domain/sale/sale.types';
import type { ComplianceService } from '../compliance/compliance.types';
import type { EmailSubscriptionService } from '../emailSubscription/emailSubscription.types';
import type { MarketingService } from '../marketing/marketing.types';
import type { SocialV1Service } from '../social/social.types';
import type { MockDelay } from './mockDelays';
import type { MockStore } from './mockStore';
import type { MockTriggers } from './mockTriggers';

/** What the mock sale service runs on; tests pass fakes for each. */
export interface MockSaleServiceDeps {
  sales: readonly Sale[];
  store: MockStore;
  delay: MockDelay;
  now: () => Date;
  triggers: () => MockTriggers;
  /** The facade's giveaway, screening and newsletter calls go to these, as the HTTP facade's do. */
  marketing: MarketingService;
  compliance: ComplianceService;
  emailSubscription: EmailSubscriptionService;
  /** The mock social service the facade's follow checks, verification and tweets go to. */
  socialV1: SocialV1Service;
}

/** Spec section 9: a mock sale starts with 10 of every remaining count. */
export const DEFAULT_MOCK_REMAINING = 10;
/** Spec section 9: the mock signer signs for 3 tokens. */
export const MOCK_SIGNED_TOKENS = 3;
