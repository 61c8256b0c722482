import { vi } from 'vitest';
import { createMockCompliance } from '../../../../src/services/compliance/mockCompliance';
import { createMockEmailSubscription } from '../../../../src/services/emailSubscription/mockEmailSubscription';
import { createMockMarketing } from '../../../../src/services/marketing/mockMarketing';
import { createMockChain } from '../../../../src/services/mock/mockChain';
import { createMockDelay } from '../../../../src/services/mock/mockDelays';
import { createMockSaleService } from '../../../../src/services/mock/mockSaleService';
import { createMockSales } from '../../../../src/services/mock/mockSales';
import { createMockStore } from '../../../../src/services/mock/mockStore';
import { readMockTriggers } from '../../../../src/services/mock/mockTriggers';
import type { Sale } from '../../../../src/domain/sale/sale.types';
import { createMockSocialV1 } from '../../../../src/services/social/mockSocial';

/** A fixed "now" so that phase windows are exact. */
export const NOW = new Date('2026-06-15T12:00:00Z');

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A mock sale service and the mock chain, with no delays, a fixed clock and query triggers from `search`. */
export function mockSaleServiceFor(
  options: { search?: string; storage?: Storage; scale?: number; now?: Date; sales?: Sale[] } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const now = options.now ?? NOW;
  const delay = createMockDelay(options.scale ?? 0);
  const store = createMockStore(storage);
  const approveTransaction = vi.fn(async (_request: { saleId: string; count: number; hotWallet: string }) => {});
  const service = createMockSaleService({
    sales: options.sales ?? createMockSales(NOW),
    store,
    delay,
    now: () => now,
    triggers: () => readMockTriggers(options.search ?? ''),
    marketing: createMockMarketing({ delay, store }),
    compliance: createMockCompliance({ delay }),
    emailSubscription: createMockEmailSubscription({ delay, triggers: () => readMockTriggers(options.search ?? '') }),
    socialV1: createMockSocialV1({ delay }),
  });
  const sales = options.sales ?? createMockSales(NOW);
  const chain = createMockChain({ sales, store, delay, now: () => now, approveTransaction });
  return { service, chain, storage, store, approveTransaction };
}

export const COLD = '0xC01D000000000000000000000000000000000001';
export const HOT = '0x0A7000000000000000000000000000000000000A';
