import { parseChainId } from '../chains';
import { parseAccounts } from './accounts';
import type { Eip1193Listener, Eip1193Provider } from './eip1193.types';

export interface ProviderEventHandlers {
  accountsChanged(accounts: string[]): void;
  chainChanged(chainId: number): void;
  disconnected(): void;
}

/**
 * Listens to a wallet's EIP-1193 events, checked before they are passed on: a malformed
 * payload is ignored with a warning rather than logging the user out or onto chain NaN.
 * Returns the function that removes the listeners.
 */
export function listenToProvider(provider: Eip1193Provider, handlers: ProviderEventHandlers): () => void {
  if (typeof provider.on !== 'function' || typeof provider.removeListener !== 'function') {
    console.warn('[wallet] this wallet does not report account or chain changes');
    return () => {};
  }
  const listeners: Record<string, Eip1193Listener> = {
    accountsChanged: (payload) => {
      const accounts = parseAccounts(payload);
      if (accounts) handlers.accountsChanged(accounts);
      else console.warn('[wallet] ignored a malformed accountsChanged event', payload);
    },
    chainChanged: (payload) => {
      const chainId = parseChainId(payload);
      if (chainId !== null) handlers.chainChanged(chainId);
      else console.warn('[wallet] ignored a malformed chainChanged event', payload);
    },
    disconnect: () => handlers.disconnected(),
  };
  for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener);
  return () => {
    for (const [event, listener] of Object.entries(listeners)) provider.removeListener?.(event, listener);
  };
}
