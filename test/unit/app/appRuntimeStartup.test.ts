// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRuntime, type AppRuntime } from '../../../src/app/appRuntime';
import { readLaunchInput } from '../../../src/app/launch';
import { readConfig } from '../../../src/config/readConfig';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import { memoryStorage } from '../services/mock/mockHarness';
import type * as MockWalletAdapter from '../../../src/wallet/mock/mockWalletAdapter';

/**
 * Start-up work waits for the page to be live (issue 49): the wallet layer, which the user flow asks
 * for as soon as it runs, is not loaded while the page is still being brought to life.
 */

const order: string[] = [];
vi.mock('../../../src/wallet/mock/mockWalletAdapter', async (importOriginal) => {
  const actual = await importOriginal<typeof MockWalletAdapter>();
  return {
    ...actual,
    createMockWalletAdapter: (...args: Parameters<typeof actual.createMockWalletAdapter>) => {
      order.push('wallet loaded');
      return actual.createMockWalletAdapter(...args);
    },
  };
});

let runtime: AppRuntime | null = null;
afterEach(() => {
  runtime?.actor.stop();
  runtime = null;
  order.length = 0;
});

function startRuntime(startupAfter: Promise<void>) {
  const config = readConfig({ VITE_MOCK_DELAY_SCALE: '0' });
  const location = { search: '', origin: 'http://localhost:3000', pathname: '/' };
  runtime = createAppRuntime(
    config,
    readLaunchInput(location, config),
    {
      window,
      document,
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      location,
      navigate: () => {},
      now: () => new Date(),
    },
    createMemoryAnalytics({ print: false }),
    { startupAfter },
  );
  runtime.actor.start();
}

describe('start-up work', () => {
  it('loads the wallet layer only once the page is live', async () => {
    let pageIsLive = () => {};
    startRuntime(new Promise<void>((resolve) => (pageIsLive = resolve)));
    // The user flow watches the wallet and restores its session from the start: had it loaded the
    // wallet layer then, that import would have settled here.
    await vi.dynamicImportSettled();
    expect(order).toEqual([]);

    order.push('page live');
    pageIsLive();
    await vi.waitFor(() => expect(order).toEqual(['page live', 'wallet loaded']));
  });
});
