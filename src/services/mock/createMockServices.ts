import type { AppConfig } from '../../config';
import { createMockCompliance } from '../compliance/mockCompliance';
import { createMockEmailSubscription } from '../emailSubscription/mockEmailSubscription';
import { createMockIdentityProof } from '../identityProof/mockIdentityProof';
import { createMockMarketing } from '../marketing/mockMarketing';
import { createMockMetadata } from '../metadata/mockMetadata';
import { createMockPreshare } from '../preshare/mockPreshare';
import { importOnce } from '../../boot/importOnce';
import { loadOnce } from '../../domain/loadOnce';
import type { ServiceEdge, Services } from '../services.types';
import { createMockSocialV1, createMockSocialV2 } from '../social/mockSocial';
import { MOCK_ACCOUNTS, MOCK_HOLDINGS_CONTRACT } from './mockAccounts';
import { createMockDelay } from './mockDelays';
import { createMockSaleService } from './mockSaleService';
import { createMockSales } from './mockSales';
import { createMockStore } from './mockStore';
import { readMockTriggers } from './mockTriggers';

/**
 * The in-browser services of mock mode: spec delays (times the configured scale); the mock state
 * is kept in the storage the edge gives (the app passes session storage, spec section 9). The
 * edge's social credential store is not read: the mock sale facade answers as a logged-in mock
 * social user (see mockSocialCalls).
 */
export function createMockServices(config: AppConfig, edge: ServiceEdge): Services {
  const delay = createMockDelay(config.mockDelayScale);
  const store = createMockStore(edge.storage);
  const sales = createMockSales(edge.now());
  const marketing = createMockMarketing({ delay, store });
  const compliance = createMockCompliance({ delay });
  const triggers = () => readMockTriggers(edge.location.search);
  const emailSubscription = createMockEmailSubscription({ delay, triggers });
  const socialV1 = createMockSocialV1({ delay });
  const coldWallet = MOCK_ACCOUNTS[1]?.address ?? '';
  // The mock chain (a mint's transaction, approved and mined) loads with the first transaction.
  const chainModule = importOnce(() => import('./mockChain'));
  const chain = loadOnce(async () =>
    (await chainModule()).createMockChain({
      sales,
      store,
      delay,
      now: edge.now,
      approveTransaction: edge.approveTransaction,
    }),
  );
  return {
    sale: createMockSaleService({
      sales,
      store,
      delay,
      now: edge.now,
      triggers,
      marketing,
      compliance,
      emailSubscription,
      socialV1,
    }),
    emailSubscription,
    marketing,
    compliance,
    preshare: createMockPreshare({ delay, origin: edge.location.origin }),
    metadata: createMockMetadata({ delay }),
    identityProof: createMockIdentityProof({
      delay,
      account: coldWallet,
      contract: MOCK_HOLDINGS_CONTRACT,
      now: edge.now,
    }),
    socialV1,
    socialV2: createMockSocialV2({ delay }),
    analytics: edge.analytics,
    chain: {
      sendTransaction: async (transaction) => (await chain()).sendTransaction(transaction),
      waitForReceipt: async (hash, signal) => (await chain()).waitForReceipt(hash, signal),
    },
  };
}
