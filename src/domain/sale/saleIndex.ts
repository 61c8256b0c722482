import { InvalidSaleIdError } from '../errors/errors';
import type { Sale } from './sale.types';

/**
 * Sales by saleId and by its lowercase form (spec section 3: "indexed by saleId and its
 * lowercase form"), so '/mint/{saleId}' finds a sale whatever the case of the address (the mint
 * page lowercases the saleId query parameter). An exact id always wins over another sale's
 * lowercase alias.
 */
export function indexSales(sales: readonly Sale[]): ReadonlyMap<string, Sale> {
  const index = new Map<string, Sale>();
  for (const sale of sales) index.set(sale.saleId, sale);
  for (const sale of sales) {
    const lower = sale.saleId.toLowerCase();
    if (!index.has(lower)) index.set(lower, sale);
  }
  return index;
}

/** A sale by id as given, else by its lowercase form; undefined when unknown. */
export function findSale(index: ReadonlyMap<string, Sale>, saleId: string): Sale | undefined {
  return index.get(saleId) ?? index.get(saleId.toLowerCase());
}

/** A lookup over `sales` that raises 'Invalid sale ID "{id}"' for an unknown id (spec section 5). */
export function saleLookup(sales: readonly Sale[]): (saleId: string) => Sale {
  const index = indexSales(sales);
  return (saleId) => {
    const sale = findSale(index, saleId);
    if (!sale) throw new InvalidSaleIdError(saleId);
    return sale;
  };
}

/** The sale's token contract; a sale without one is a data-set error worth naming. */
export function saleContractAddress(sale: Sale): string {
  if (!sale.tokenContractAddress) throw new Error(`Sale "${sale.saleId}" has no contract address`);
  return sale.tokenContractAddress;
}
