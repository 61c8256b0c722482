import { sleep } from '../../domain/sleep';
import { discoverWallets, INJECTED_OPTION, type DiscoveredWallet } from './discovery';

/**
 * Whether `wallet` is the option chosen as `optionId`. A choice of the `window.ethereum`
 * fallback also means a wallet that now announces itself with that same provider.
 */
const isChoice = (wallet: DiscoveredWallet, optionId: string) =>
  wallet.option.id === optionId || (optionId === INJECTED_OPTION.id && wallet.injected);

export type WalletsListener = (wallets: readonly DiscoveredWallet[]) => void;

export interface SharedDiscovery {
  /** Calls `listener` with the wallets found, at once and on each change, until the returned function is called. */
  subscribe(listener: WalletsListener): () => void;
  /**
   * The wallet offered under `optionId`, waiting up to `waitMs` for it to announce itself
   * (EIP-6963 wallets may announce after the page starts); null when it does not.
   */
  find(optionId: string, waitMs: number, signal: AbortSignal): Promise<DiscoveredWallet | null>;
}

/**
 * One EIP-6963 discovery for everything that needs the wallets (the user machine's watch, the
 * silent reconnect, connect): it runs while anyone listens and stops with the last of them, so
 * no listener stays on the window.
 */
export function createSharedDiscovery(win: Window): SharedDiscovery {
  const listeners = new Set<WalletsListener>();
  let wallets: readonly DiscoveredWallet[] = [];
  let stopDiscovery: (() => void) | null = null;

  const stopWhenUnused = () => {
    if (listeners.size > 0 || !stopDiscovery) return;
    stopDiscovery();
    stopDiscovery = null;
  };

  function subscribe(listener: WalletsListener): () => void {
    listeners.add(listener);
    if (stopDiscovery) {
      listener(wallets);
    } else {
      stopDiscovery = discoverWallets(win, (found) => {
        wallets = found;
        for (const each of [...listeners]) each(found);
      });
      // A listener may have left during the first report, before the stop function existed.
      stopWhenUnused();
    }
    return () => {
      listeners.delete(listener);
      stopWhenUnused();
    };
  }

  async function find(optionId: string, waitMs: number, signal: AbortSignal): Promise<DiscoveredWallet | null> {
    signal.throwIfAborted();
    let wallet: DiscoveredWallet | undefined;
    let onFound = () => {};
    const unsubscribe = subscribe((found) => {
      wallet ??= found.find((candidate) => isChoice(candidate, optionId));
      if (wallet) onFound();
    });
    // Ends the wait early (wallet found) without leaving the timer running; the caller's abort ends it too.
    const waiting = new AbortController();
    const onAbort = () => waiting.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      if (!wallet && waitMs > 0) {
        await Promise.race([new Promise<void>((resolve) => (onFound = resolve)), sleep(waitMs, waiting.signal)]);
      }
      signal.throwIfAborted();
      return wallet ?? null;
    } finally {
      signal.removeEventListener('abort', onAbort);
      waiting.abort();
      unsubscribe();
    }
  }

  return { subscribe, find };
}
