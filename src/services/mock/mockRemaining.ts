import { DEFAULT_MOCK_REMAINING } from './mockSaleService.deps';
import type { MockState } from './mockStore';

export type RemainingCountName = 'waitlistSpots' | 'waitlistSupply' | 'publicSupply';

/** A sale's remaining count in the mock: what a mint or sign-up left, else the default of 10. */
export function remainingOf(state: MockState, saleId: string, name: RemainingCountName): number {
  return state.remaining[saleId]?.[name] ?? DEFAULT_MOCK_REMAINING;
}

export function setRemaining(state: MockState, saleId: string, name: RemainingCountName, value: number): void {
  state.remaining[saleId] = { ...state.remaining[saleId], [name]: Math.max(0, value) };
}
