import { DEFAULT_MOCK_REMAINING } from './mockSaleService.deps';
import { MOCK_INITIAL_REMAINING } from './mockSales';
import type { MockState } from './mockStore';

export type RemainingCountName = 'waitlistSpots' | 'waitlistSupply' | 'publicSupply';

/** A sale's remaining count in the mock: what a mint or sign-up left, else its starting value. */
export function remainingOf(state: MockState, saleId: string, name: RemainingCountName): number {
  const initial = MOCK_INITIAL_REMAINING[saleId] as Partial<Record<RemainingCountName, number>> | undefined;
  return state.remaining[saleId]?.[name] ?? initial?.[name] ?? DEFAULT_MOCK_REMAINING;
}

export function setRemaining(state: MockState, saleId: string, name: RemainingCountName, value: number): void {
  state.remaining[saleId] = { ...state.remaining[saleId], [name]: Math.max(0, value) };
}
