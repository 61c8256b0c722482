import { InvalidTokenTypeError } from '../../domain/errors';
import type { SaleService } from '../sale/saleService.types';
import { remainingOf, setRemaining } from './mockRemaining';
import type { MockSaleServiceDeps } from './mockSaleService.deps';

/**
 * Mock whitelist add (spec section 5): a repeated nonce is not added (added 0, count 1);
 * no remaining spots gives added 0, count 0; otherwise one spot is taken and a story made.
 */
export function createMockWhitelist(deps: MockSaleServiceDeps): Pick<SaleService, 'addToWhitelist'> {
  const { sales, store, delay } = deps;
  return {
    async addToWhitelist({ saleId, whitelistPayload }, signal) {
      await delay('whitelistAdd', signal);
      const sale = sales.find((candidate) => candidate.saleId === saleId.toLowerCase());
      if (!sale) throw new InvalidTokenTypeError();
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
