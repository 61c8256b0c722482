import type { AppConfig } from '../config';
import type { ServiceEdge, Services } from './services.types';
import { importChunk } from '../boot/importChunk';

/**
 * The services the configuration asks for: the in-browser mocks, or the HTTP services with
 * the sale data set. Each set is its own chunk, loaded on first need, so neither weighs on
 * the landing bundle. Their imports are tried again when the network drops them (importChunk.ts).
 */
export async function loadServices(config: AppConfig, edge: ServiceEdge, signal?: AbortSignal): Promise<Services> {
  if (config.saleApi === 'mock') {
    const { createMockServices } = await importChunk(() => import('./mock/createMockServices'));
    return createMockServices(config, edge);
  }
  const [{ createHttpServices }, { fetchSaleDataSet }] = await Promise.all([
    importChunk(() => import('./http/createHttpServices')),
    importChunk(() => import('./sale/saleDataSet')),
  ]);
  const sales = await fetchSaleDataSet(config.saleDataUrl, { signal });
  return createHttpServices(config, edge, sales);
}
