/**
 * The prerender's entry (built for Node by scripts/prerender/prerenderPlugin.ts after the client
 * build): what the build needs to write a page per route, with the same configuration as the
 * client (`import.meta.env` of the same build).
 */
import { getConfig } from '../config';
import { parseSaleDataSet } from '../domain/sale/sale.schema';
import type { Sale } from '../domain/sale/sale.types';
import { createMockSales } from '../services/mock/mockSales';

export { pageDocument } from './pageDocument';
export { fileOfRoute, prerenderRoutes } from './prerenderRoutes';
export { renderPage } from './renderPage';
export { getConfig };

/**
 * The sale data set the build writes the sale pages from: the mock sales in mock mode, else the
 * data set at VITE_SALE_DATA_URL (spec section 3), read by `readDataSet` and validated as the
 * HTTP sale service validates it.
 */
export async function salesForBuild(readDataSet: (url: string) => Promise<unknown>): Promise<Sale[]> {
  const config = getConfig();
  return config.saleApi === 'mock'
    ? createMockSales(new Date())
    : parseSaleDataSet(await readDataSet(config.saleDataUrl));
}
