import { InvalidSaleIdError, InvalidTokenTypeError } from '../../domain/errors';
import { saleLookup } from '../../domain/sale/saleIndex';
import type { SaleService } from '../sale/saleService.types';
import { remainingOf, setRemaining } from './mockRemaining';
import type { MockSaleServiceDeps } from './mockSaleService.deps';

/**
 * Mock whitelist add (spec section 5): a repeated nonce is not added (added 0, count 1);
 * no remaining spots gives added 0, count 0; otherwise one spot is taken and a story made.
 * The sale is found as everywhere else (exact id, then lowercase); an unknown one is
 * 'Invalid token type' (spec section 8: "mock whitelist add: 'Invalid token type'").
 */
export function createMockWhitelist(deps: MockSaleServiceDeps): Pick<SaleService, 'addToWhitelist'> {
  const { store, delay } = deps;
  const lookup = saleLookup(deps.sales);
  const findSale = (saleId: string) => {
    try {
      return lookup(saleId);
    } catch (error) {
      if (error instanceof InvalidSaleIdError) throw new InvalidTokenTypeError(undefined, { cause: error });
      throw error;
    }
  };
  return {
    async addToWhitelist({ saleId, whitelistPayload }, signal) {
      await delay('whitelistAdd', signal);
      const sale = findSale(saleId);
      const { nonce, hotWallet } = whitelistPayload;
      return store.update((state) => {
        const nonces = state.whitelistNonces[sale.saleId] ?? [];
        if (nonces.includes(nonce)) return { added: 0, count: 1 };
        const spots = remainingOf(state, sale.saleId, 'waitlistSpots');
        if (spots <= 0) return { added: 0, count: 0 };
        state.whitelistNonces[sale.saleId] = [...nonces, nonce];
        setRemaining(state, sale.saleId, 'waitlistSpots', spots - 1);
        return { added: 1, count: 1, storyKey: `${hotWallet.toLowerCase()}/${sale.saleId}-${nonces.length + 1}` };
      });
    },
  };
}
