import type { AppConfig } from '../../config';
import { createMockDelay } from '../../services/mock/mockDelays';
import type { WalletBridge } from '../../services/sale/walletBridge.types';
import { chainIdOf, MOCK_CHAIN_ID } from '../../wallet/chains';
import type { WalletAdapter } from '../../wallet/wallet.types';
import type { KeyValueStorage } from '../safeStorage';
import { importChunk } from '../../boot/importChunk';
import { loadOnce } from '../../domain/loadOnce';

export interface WalletPlatform {
  /** Where browser wallets announce themselves (EIP-6963) or inject `ethereum`. */
  window: Window;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
}

/** The chain the user must be on: the mock wallet's own, or the configured network's. */
export function expectedChainIdOf(config: AppConfig): number {
  return config.userService === 'mock' ? MOCK_CHAIN_ID : chainIdOf(config.chainNetwork);
}

/**
 * The configured wallet layer, as its own chunk on first use: the mock wallet (accounts kept in
 * session storage, spec section 9) or the browser wallet (which loads ethers only when a wallet
 * is actually used).
 */
export function createWalletLoader(config: AppConfig, platform: WalletPlatform): () => Promise<WalletAdapter> {
  if (config.userService === 'mock') {
    return loadOnce(async () => {
      const { createMockWalletAdapter } = await importChunk(() => import('../../wallet/mock/mockWalletAdapter'));
      return createMockWalletAdapter({
        storage: platform.sessionStorage,
        delay: createMockDelay(config.mockDelayScale),
      });
    });
  }
  return loadOnce(async () => {
    const { createBrowserWalletAdapter } = await importChunk(() => import('../../wallet/browser/browserWalletAdapter'));
    return createBrowserWalletAdapter({
      window: platform.window,
      expectedChainId: expectedChainIdOf(config),
      storage: platform.localStorage,
    });
  });
}

/** The sale service's wallet bridge, reaching the wallet layer only when a transaction is sent. */
export function lazyWalletBridge(wallet: () => Promise<WalletAdapter>): WalletBridge {
  return {
    sendTransaction: async (tx) => (await wallet()).bridge.sendTransaction(tx),
    waitForReceipt: async (hash, signal) => (await wallet()).bridge.waitForReceipt(hash, signal),
  };
}
