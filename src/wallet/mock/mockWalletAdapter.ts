import * as z from 'zod/mini';
import type { KeyValueStorage } from '../../app/safeStorage';
import { WalletError } from '../../domain/errors';
import { parseJsonWith } from '../../domain/parseJson';
import { MOCK_ACCOUNTS } from '../../services/mock/mockAccounts';
import type { MockDelay } from '../../services/mock/mockDelays';
import { MOCK_CHAIN_ID } from '../chains';
import type { WalletAdapter, WalletOption, WalletSession } from '../wallet.types';
import { mockHoldingsOf } from './mockHoldings';

/**
 * The mock wallet (spec section 4: "Mock login: a picker modal; selecting an account logs in,
 * closing logs out"). Its options are the three mock accounts; the logged-in account is kept in
 * session storage so a reload keeps it, like a real wallet's silent reconnect.
 */
export const MOCK_SESSION_KEY = 'storyverse.mock.user.v1';

const storedSessionSchema = z.object({ address: z.string() });

const OPTIONS: WalletOption[] = MOCK_ACCOUNTS.map((account) => ({
  id: account.address,
  name: account.name,
  icon: null,
}));

function sessionOf(address: string): WalletSession | null {
  const account = MOCK_ACCOUNTS.find((candidate) => candidate.address === address.toLowerCase());
  if (!account) return null;
  return { optionId: account.address, address: account.address, chainId: MOCK_CHAIN_ID, name: account.name };
}

export interface MockWalletDeps {
  storage: KeyValueStorage;
  delay: MockDelay;
  random?: () => number;
}

export function createMockWalletAdapter({ storage, delay, random }: MockWalletDeps): WalletAdapter {
  const unsupported = () => Promise.reject(new WalletError('unsupported'));
  return {
    kind: 'mock',
    expectedChainId: MOCK_CHAIN_ID,
    watch(emit) {
      emit({ type: 'wallet.optionsChanged', options: OPTIONS });
      return () => {};
    },
    async restore(signal) {
      const text = storage.getItem(MOCK_SESSION_KEY);
      if (text === null) return null;
      const parsed = parseJsonWith(text, storedSessionSchema);
      const session = parsed.ok ? sessionOf(parsed.value.address) : null;
      if (!session) {
        console.warn('[mock] stored mock login is malformed; logged out');
        storage.removeItem(MOCK_SESSION_KEY);
        return null;
      }
      await delay('base', signal);
      return session;
    },
    async connect(optionId, signal) {
      const session = sessionOf(optionId);
      if (!session) throw new WalletError('noWallet');
      await delay('base', signal);
      storage.setItem(MOCK_SESSION_KEY, JSON.stringify({ address: session.address }));
      return session;
    },
    // The mock wallet is always on its own chain.
    switchChain: async () => {},
    async disconnect() {
      storage.removeItem(MOCK_SESSION_KEY);
    },
    async holdings(address, signal) {
      await delay('base', signal);
      return mockHoldingsOf(address, storage, random);
    },
    // Mock mints go through the approval modal and the mock sale service, never a chain.
    bridge: { sendTransaction: unsupported, waitForReceipt: unsupported },
  };
}
