import type { PhaseTimerInput } from '../../machines/phaseTimer';
import type { Sale, SalePhaseWindow } from '../../src/domain/sale/sale.types';
import { makeSale } from '../unit/domain/saleFixtures';

const DAY = 86_400_000;

const window = (start: number, end?: number): SalePhaseWindow => ({
  startDate: new Date(start),
  ...(end !== undefined && { endDate: new Date(end) }),
  countdownTarget: new Date(start),
});

/**
 * The phase timer's input for a boundary at `at` (epoch ms) that moves the page to `next`: a
 * sale with that boundary and the page before it. An infinitely far boundary is a page that does
 * not move by time (no sale).
 */
export function timerInputFor(at: number, next: 'Whitelist' | 'PreMint' | 'Mint' | 'PostMint'): PhaseTimerInput {
  if (!Number.isFinite(at)) return { sale: null, page: next };
  const sale = (overrides: Partial<Sale>) => makeSale({ saleId: 'timed', ...overrides });
  switch (next) {
    case 'Whitelist':
      return { sale: sale({ whitelist: { signUp: window(at, at + DAY) } }), page: 'PreWhitelist' };
    case 'PreMint':
      return { sale: sale({ whitelist: { signUp: window(at - DAY, at) } }), page: 'Whitelist' };
    case 'Mint':
      return { sale: sale({ publicMint: window(at) }), page: 'PreMint' };
    case 'PostMint':
      return { sale: sale({ publicMint: window(at - DAY, at) }), page: 'Mint' };
  }
}
