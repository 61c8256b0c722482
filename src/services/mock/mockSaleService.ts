import { importOnce } from '../../boot/importOnce';
import { loadOnce } from '../../domain/loadOnce';
import { createCampaignCalls } from '../sale/campaignCalls';
import type { SaleService } from '../sale/saleService.types';
import { createMockSaleCatalogue } from './mockSaleCatalogue';
import type { MockSaleServiceDeps } from './mockSaleService.deps';
import { createMockSocialCalls } from './mockSocialCalls';
import { createMockWhitelist } from './mockWhitelist';

/**
 * The in-browser sale service of mock mode (spec sections 5, 8, 9). Its mint calls load with the
 * first of them: no visit needs them before a mint starts.
 */
export function createMockSaleService(deps: MockSaleServiceDeps): SaleService {
  const mintingModule = importOnce(() => import('./mockMinting'));
  const minting = loadOnce(async () => (await mintingModule()).createMockMinting(deps));
  return {
    ...createMockSaleCatalogue(deps),
    ...createMockWhitelist(deps),
    signForMint: async (request, signal) => (await minting()).signForMint(request, signal),
    prepareMint: async (request, signal) => (await minting()).prepareMint(request, signal),
    waitForMintingOf: async (request, signal) => (await minting()).waitForMintingOf(request, signal),
    ...createCampaignCalls(deps),
    ...createMockSocialCalls(deps),
  };
}
