import { createCampaignCalls } from '../sale/campaignCalls';
import type { SaleService } from '../sale/saleService.types';
import { createMockMinting } from './mockMinting';
import { createMockSaleCatalogue } from './mockSaleCatalogue';
import type { MockSaleServiceDeps } from './mockSaleService.deps';
import { createMockSocialCalls } from './mockSocialCalls';
import { createMockWhitelist } from './mockWhitelist';

/** The in-browser sale service of mock mode (spec sections 5, 8, 9). */
export function createMockSaleService(deps: MockSaleServiceDeps): SaleService {
  return {
    ...createMockSaleCatalogue(deps),
    ...createMockWhitelist(deps),
    ...createMockMinting(deps),
    ...createCampaignCalls(deps),
    ...createMockSocialCalls(deps),
  };
}
