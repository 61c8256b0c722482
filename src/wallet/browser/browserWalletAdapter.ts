/**
 * The browser wallet: the WalletAdapter the user machine runs on when VITE_USER_SERVICE is
 * 'browserWallet'.
 *
 * - Options: the wallets that announce themselves over EIP-6963 (discovery.ts), plus
 *   `window.ethereum` when no announced wallet is that provider. One discovery is shared by
 *   watch, restore and connect (sharedDiscovery.ts).
 * - Session: connect asks the chosen wallet for accounts (`eth_requestAccounts`, a prompt) and
 *   remembers the choice in local storage (rememberedWallet.ts); after a reload, restore asks
 *   the remembered wallet without a prompt (`eth_accounts`), waiting briefly for it to announce.
 * - Events: while watched, the connected wallet's accountsChanged, chainChanged and disconnect
 *   (providerEvents.ts); the listeners move with the connection and go when it ends.
 * - Requests and transactions: ethersWallet.ts, the only module with ethers, loaded with
 *   `import()` on first use so the start-up bundle stays small.
 * - Errors: every rejection is a WalletError (walletErrors.ts), except an abort, which rejects
 *   with the signal's reason.
 */
import type { KeyValueStorage } from '../../app/safeStorage';
import { importOnce } from '../../boot/importOnce';
import { WalletError } from '../../domain/errors';
import type { WalletAdapter, WalletEvent, WalletHoldings, WalletSession } from '../wallet.types';
import { toWalletError } from '../walletErrors';
import type { DiscoveredWallet } from './discovery';
import type { Eip1193Provider } from './eip1193.types';
import { listenToProvider } from './providerEvents';
import { forgetWallet, readRememberedWallet, rememberWallet } from './rememberedWallet';
import { createSharedDiscovery } from './sharedDiscovery';

/** How long the silent reconnect waits for the remembered wallet to announce itself. */
export const RESTORE_WAIT_MS = 500;

/**
 * The spec has no holdings service for browser wallets (only the mock wallet holds tokens), so
 * a real wallet holds nothing as far as the flows know.
 */
const NO_HOLDINGS: WalletHoldings = { nfts: {}, storyNFTs: [], founder: false, storyNFTEditor: false };

interface Connection {
  provider: Eip1193Provider;
  /** The wallet's current account: transactions are sent from it. */
  address: string;
}

export interface BrowserWalletDeps {
  /** Where wallets announce themselves (EIP-6963) or inject `ethereum`. */
  window: Window;
  expectedChainId: number;
  /** Local storage: the chosen wallet is remembered across visits. */
  storage: KeyValueStorage;
}

/** Settles like `promise`, or rejects with the signal's reason once it aborts (a wallet request cannot be taken back). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createBrowserWalletAdapter({
  window: win,
  expectedChainId,
  storage,
}: BrowserWalletDeps): WalletAdapter {
  const discovery = createSharedDiscovery(win);
  const loadEthersWallet = importOnce(() => import('./ethersWallet'));
  const watchers = new Set<(event: WalletEvent) => void>();
  let connection: Connection | null = null;
  let stopListening = () => {};

  const ethersWallet = (signal?: AbortSignal) =>
    untilAborted(
      loadEthersWallet().catch((error: unknown) => {
        throw toWalletError(error);
      }),
      signal,
    );

  const emitAll = (event: WalletEvent) => {
    for (const emit of [...watchers]) emit(event);
  };

  /** Listens to the connected wallet while anyone watches; the previous wallet's listeners go first. */
  function followConnection() {
    stopListening();
    stopListening = () => {};
    const current = connection;
    if (!current || watchers.size === 0) return;
    stopListening = listenToProvider(current.provider, {
      accountsChanged: (accounts) => {
        if (accounts[0]) current.address = accounts[0];
        emitAll({ type: 'wallet.accountsChanged', accounts });
      },
      chainChanged: (chainId) => emitAll({ type: 'wallet.chainChanged', chainId }),
      disconnected: () => emitAll({ type: 'wallet.disconnected' }),
    });
  }

  function startSession(wallet: DiscoveredWallet, address: string, chainId: number): WalletSession {
    connection = { provider: wallet.provider, address };
    followConnection();
    return { optionId: wallet.option.id, address, chainId, name: null };
  }

  function connected(): Connection {
    if (!connection) throw new WalletError('disconnected');
    return connection;
  }

  return {
    kind: 'browserWallet',
    expectedChainId,
    watch(emit) {
      watchers.add(emit);
      const unsubscribe = discovery.subscribe((wallets) =>
        emit({ type: 'wallet.optionsChanged', options: wallets.map((wallet) => wallet.option) }),
      );
      followConnection();
      return () => {
        unsubscribe();
        watchers.delete(emit);
        followConnection();
      };
    },
    async restore(signal) {
      const optionId = readRememberedWallet(storage);
      if (optionId === null) return null;
      const wallet = await discovery.find(optionId, RESTORE_WAIT_MS, signal);
      if (!wallet) return null;
      const requests = await ethersWallet(signal);
      const [address] = await untilAborted(requests.readAccounts(wallet.provider), signal);
      if (!address) return null;
      const chainId = await untilAborted(requests.readChainId(wallet.provider), signal);
      return startSession(wallet, address, chainId);
    },
    async connect(optionId, signal) {
      // The options on screen come from a running discovery: the wallet is known now or not at all.
      const wallet = await discovery.find(optionId, 0, signal);
      if (!wallet) throw new WalletError('noWallet');
      const requests = await ethersWallet(signal);
      const [address] = await untilAborted(requests.requestAccounts(wallet.provider), signal);
      if (!address) throw new WalletError('noAccount');
      const chainId = await untilAborted(requests.readChainId(wallet.provider), signal);
      rememberWallet(storage, wallet.option.id);
      return startSession(wallet, address, chainId);
    },
    async switchChain(chainId, signal) {
      const { provider } = connected();
      const requests = await ethersWallet(signal);
      await untilAborted(requests.switchChain(provider, chainId), signal);
    },
    async disconnect() {
      forgetWallet(storage);
      const previous = connection;
      connection = null;
      followConnection();
      if (!previous) return;
      // Neither loading the requests nor the revocation is awaited: a wallet that never answers
      // (or a chunk that does not arrive) must not hold up logging out.
      void loadEthersWallet().then(
        (requests) => requests.revokePermissions(previous.provider),
        () => {},
      );
    },
    async holdings(_address, signal) {
      signal.throwIfAborted();
      return NO_HOLDINGS;
    },
    bridge: {
      async sendTransaction(tx) {
        const { provider, address } = connected();
        // Flows send only on the expected chain: a transaction prepared for another is refused here.
        if (tx.chainId !== undefined && Number(tx.chainId) !== expectedChainId) {
          throw new WalletError('unsupported', {
            cause: new Error(`transaction for chain ${tx.chainId}, expected ${expectedChainId}`),
          });
        }
        const requests = await ethersWallet();
        // A transaction names its chain, so the wallet refuses it while on any other.
        return requests.sendTransaction(provider, { ...tx, chainId: expectedChainId }, address);
      },
      async waitForReceipt(hash, signal) {
        const { provider } = connected();
        const requests = await ethersWallet(signal);
        return requests.waitForReceipt(provider, hash, signal);
      },
    },
  };
}
