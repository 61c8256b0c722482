import type { AppConfig } from '../config';
import { sleep } from '../domain/sleep';
import { createMockAdminService } from '../services/admin/mock/createMockAdminService';
import { MOCK_ACCOUNTS } from '../services/mock/mockAccounts';
import { MOCK_DELAYS } from '../services/mock/mockDelays';
import { bindAdminArea } from './bindings/adminArea';
import { bindPlotSale } from './bindings/plotSale';
import type { KeyValueStorage } from './safeStorage';

export interface AdminPlatform {
  sessionStorage: KeyValueStorage;
}

export interface AdminFlowsOptions {
  /** The chain the mock plot sale reports: the one the user's wallet is expected on. */
  chainId: number;
}

/**
 * The admin area's flows, bound to the configured admin service (only the mock exists: the
 * spec's configuration names "admin service a mock"). Its own chunk, loaded by the pages that show them, so the
 * start-up bundle carries none of it. The mock keeps its state in session storage and waits the
 * configured delay (spec section 9).
 */
export function createAdminFlows(config: AppConfig, platform: AdminPlatform, { chainId }: AdminFlowsOptions) {
  const service = createMockAdminService({
    storage: platform.sessionStorage,
    now: () => new Date(),
    wait: sleep,
    delayMs: MOCK_DELAYS.base * config.mockDelayScale,
    chainId,
  });
  // The accounts whose eligible plots the service account sets: the mock's own.
  return { area: bindAdminArea(service), plotSale: bindPlotSale(service), accounts: MOCK_ACCOUNTS };
}

export type AdminFlows = ReturnType<typeof createAdminFlows>;
