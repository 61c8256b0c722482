import { chooseCurrentSale } from './currentSale';
import type { Sale, SaleType } from './sale.types';
import { resolveSaleState, type RemainingCountFetchers } from './saleState';

/**
 * fetchCurrentSale of every sale service: each sale of the type (all when none is given)
 * resolved to its phase and state at `now`, then the spec's current-sale choice. Only the
 * remaining counts differ between services, so they come from `remainingCounts`.
 */
export async function findCurrentSale(
  sales: readonly Sale[],
  options: { saleType?: SaleType; now: Date; remainingCounts: (sale: Sale) => RemainingCountFetchers },
): Promise<Sale | null> {
  const { saleType, now, remainingCounts } = options;
  const candidates = await Promise.all(
    sales
      .filter((sale) => saleType === undefined || sale.saleType === saleType)
      .map(async (sale) => ({ sale, ...(await resolveSaleState(sale, now, remainingCounts(sale))) })),
  );
  return chooseCurrentSale(candidates);
}
