import { findCurrentSale, saleContractAddress, saleLookup } from '../../domain/sale';
import type { SaleService } from '../sale/saleService.types';
import { remainingOf, type RemainingCountName } from './mockRemaining';
import type { MockSaleServiceDeps } from './mockSaleService.deps';

type CatalogueCalls = Pick<
  SaleService,
  | 'fetchCurrentSale'
  | 'fetchSale'
  | 'fetchAllSales'
  | 'fetchWhitelistRemainingSpots'
  | 'fetchWhitelistMintRemainingSupply'
  | 'fetchPublicMintRemainingSupply'
  | 'fetchNFTContractAddress'
  | 'fetchThumbnails'
>;

/** The mock's sale catalogue and remaining counts. */
export function createMockSaleCatalogue(deps: MockSaleServiceDeps): CatalogueCalls {
  const { sales, store, delay, now } = deps;
  const findSale = saleLookup(sales);
  const remaining = (saleId: string, name: RemainingCountName) => remainingOf(store.read(), saleId, name);

  return {
    async fetchCurrentSale(saleType, signal) {
      await delay('base', signal);
      return findCurrentSale(sales, {
        saleType,
        now: now(),
        remainingCounts: (sale) => ({
          waitlistSpots: async () => remaining(sale.saleId, 'waitlistSpots'),
          waitlistSupply: async () => remaining(sale.saleId, 'waitlistSupply'),
          publicSupply: async () => remaining(sale.saleId, 'publicSupply'),
        }),
      });
    },
    async fetchSale(saleId, signal) {
      await delay('base', signal);
      return findSale(saleId);
    },
    async fetchAllSales(signal) {
      await delay('base', signal);
      return [...sales];
    },
    async fetchWhitelistRemainingSpots({ saleId }, signal) {
      await delay('spotsFetch', signal);
      return remaining(findSale(saleId).saleId, 'waitlistSpots');
    },
    async fetchWhitelistMintRemainingSupply({ saleId }, signal) {
      await delay('base', signal);
      return remaining(findSale(saleId).saleId, 'waitlistSupply');
    },
    async fetchPublicMintRemainingSupply({ saleId }, signal) {
      await delay('base', signal);
      return remaining(findSale(saleId).saleId, 'publicSupply');
    },
    async fetchNFTContractAddress({ saleId }, signal) {
      await delay('base', signal);
      return saleContractAddress(findSale(saleId));
    },
    async fetchThumbnails({ saleId, tokenIds }, signal) {
      await delay('base', signal);
      const sale = findSale(saleId);
      return Object.fromEntries(
        tokenIds.map((id) => [
          id,
          `/media/mock-nft.svg?sale=${encodeURIComponent(sale.saleId)}&id=${encodeURIComponent(id)}`,
        ]),
      );
    },
  };
}
