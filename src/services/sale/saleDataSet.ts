import * as z from 'zod/mini';
import { parseSaleDataSet } from '../../domain/sale/sale.schema';
import type { Sale } from '../../domain/sale/sale.types';
import { createRestClient } from '../rest/restClient';

/**
 * Loads the sale data set of the HTTP services: a JSON array of sale records, validated by
 * the domain's schema (a malformed record is InvalidDataError, not a broken mint page).
 */
export async function fetchSaleDataSet(
  url: string,
  options: { fetch?: typeof globalThis.fetch; signal?: AbortSignal } = {},
): Promise<Sale[]> {
  const absolute = /^https?:\/\//i.test(url) ? new URL(url) : null;
  const client = createRestClient({ baseUrl: absolute?.origin ?? '', fetch: options.fetch });
  const json = await client.request({
    method: 'GET',
    path: absolute ? `${absolute.pathname}${absolute.search}` : url,
    schema: z.unknown(),
    what: 'sale data set',
    signal: options.signal,
  });
  return parseSaleDataSet(json);
}
