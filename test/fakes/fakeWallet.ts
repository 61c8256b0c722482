/**
 * A scripted EIP-1193 wallet for jsdom unit tests and Playwright. `installFakeWallet` is one
 * self-contained function (it refers to nothing outside its body) because Playwright serialises
 * it: `page.addInitScript(installFakeWallet, options)`. In jsdom call it directly, and
 * `window.__fakeWallet.uninstall()` after each test.
 *
 * What it does, like a real wallet:
 * - announces every wallet over EIP-6963 at install and whenever asked;
 * - shares accounts only with a site the user connected once (`eth_requestAccounts`), a flag
 *   per wallet kept in session storage so that a reload keeps it;
 * - answers what the app and ethers ask (accounts, chain, switch, revoke, estimateGas, send,
 *   receipts); anything else rejects with 4200;
 * - is steered through `window.__fakeWallet` (FakeWalletControl).
 */

export interface FakeWalletInfo {
  uuid: string;
  name: string;
  rdns: string;
  /** Default: a small data: URI image. */
  icon?: string;
}

/** JSON only: Playwright passes them into the page. */
export interface FakeWalletOptions {
  wallets: FakeWalletInfo[];
  /** The accounts every wallet shares once connected. */
  accounts: string[];
  chainId: number;
  /**
   * Also inject `window.ethereum`: the first wallet's provider, or, with no wallets, a legacy
   * wallet that never announces itself.
   */
  alsoWindowEthereum?: boolean;
}

export interface FakeWalletRequest {
  /** The wallet's uuid ('legacy' for the unannounced `window.ethereum`). */
  wallet: string;
  method: string;
  params: unknown;
}

export interface FakeWalletControl {
  /** The next request (of `method`, when given) rejects with this EIP-1193 error, e.g. 4001 or -32002. */
  rejectNext(code: number, message: string, method?: string): void;
  /** The next request (of `method`, when given) stays pending until releaseHeld(): the prompt left open. */
  holdNext(method?: string): void;
  /** Answers every held request. */
  releaseHeld(): void;
  /** The user switched accounts in the wallet (accountsChanged to the wallets connected to the site). */
  setAccounts(accounts: string[]): void;
  /** The user switched chains in the wallet (chainChanged). */
  setChain(chainId: number): void;
  /** The wallet lost its connection (disconnect, with error 4900). */
  disconnect(): void;
  /** Any event with any payload on every provider: for a wallet that misbehaves. */
  emit(event: string, payload: unknown): void;
  /** Receipts are null for the first `afterPolls` polls of each transaction (Infinity: never mined). */
  setMining(mining: { afterPolls: number; status: 0 | 1 }): void;
  /** Listeners registered on all the fake's providers, for one event or all of them. */
  listenerCount(event?: string): number;
  /** Every request, in order. */
  readonly requests: FakeWalletRequest[];
  /** How many requests are held. */
  readonly heldCount: number;
  /** Removes the fake from the window (jsdom tests share one window). */
  uninstall(): void;
}

declare global {
  interface Window {
    __fakeWallet?: FakeWalletControl;
  }
}

export function installFakeWallet(options: FakeWalletOptions): void {
  type Listener = (...args: unknown[]) => void;
  interface Rule {
    method?: string;
    error?: { code: number; message: string };
  }
  interface SentTransaction {
    from: string;
    to: string;
    tokenId: number;
    block: number;
    polls: number;
  }

  const AUTHORISED_KEY = 'fakeWallet.authorised.';
  const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
  const DEFAULT_ICON =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"%3E%3Crect width="32" height="32" fill="%23888"/%3E%3C/svg%3E';

  const state = { accounts: [...options.accounts], chainId: options.chainId, block: 0x100 };
  let mining = { afterPolls: 0, status: 1 };
  const requests: FakeWalletRequest[] = [];
  const rules: Rule[] = [];
  const held: Array<() => void> = [];
  const transactions = new Map<string, SentTransaction>();
  let sent = 0;

  const hex = (value: number) => `0x${value.toString(16)}`;
  const word = (value: string) => `0x${value.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`;
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
  // Session storage throws where it is blocked (an opaque origin such as about:blank): then nothing persists.
  const readFlag = (key: string) => {
    try {
      return sessionStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  const writeFlag = (key: string, on: boolean) => {
    try {
      if (on) sessionStorage.setItem(key, '1');
      else sessionStorage.removeItem(key);
    } catch {
      // Not kept across reloads, like a wallet in a private window.
    }
  };

  function createWallet(id: string) {
    const listeners = new Map<string, Set<Listener>>();
    const authorised = () => readFlag(AUTHORISED_KEY + id);
    const emit = (event: string, payload: unknown) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    };

    function sendTransaction(params: unknown[]): string {
      const tx = (params[0] ?? {}) as Record<string, string | undefined>;
      const from = tx.from ?? '';
      if (!authorised() || !state.accounts.some((account) => account.toLowerCase() === from.toLowerCase())) {
        throw rpcError(4100, 'The requested account has not been authorized by the user.');
      }
      if (tx.chainId !== undefined && Number.parseInt(tx.chainId, 16) !== state.chainId) {
        throw rpcError(-32602, `Invalid chainId ${tx.chainId}: the wallet is on ${hex(state.chainId)}`);
      }
      sent += 1;
      const hash = word(`fa${sent.toString(16)}`);
      state.block += 1;
      transactions.set(hash, { from, to: tx.to ?? '', tokenId: sent, block: state.block, polls: 0 });
      return hash;
    }

    function receipt(hash: string) {
      const tx = transactions.get(String(hash).toLowerCase());
      if (!tx) return null;
      tx.polls += 1;
      if (tx.polls <= mining.afterPolls) return null;
      const blockHash = word(`b10c${tx.block.toString(16)}`);
      const common = { blockHash, blockNumber: hex(tx.block), transactionHash: hash, transactionIndex: '0x0' };
      return {
        ...common,
        from: tx.from,
        to: tx.to,
        contractAddress: null,
        cumulativeGasUsed: '0x5208',
        gasUsed: '0x5208',
        effectiveGasPrice: '0x3b9aca00',
        logsBloom: `0x${'0'.repeat(512)}`,
        status: hex(mining.status),
        type: '0x0',
        // The ERC-721 Transfer a mint emits: from the zero address to the sender.
        logs: [
          {
            ...common,
            address: tx.to,
            topics: [TRANSFER_TOPIC, word('0'), word(tx.from), word(tx.tokenId.toString(16))],
            data: '0x',
            logIndex: '0x0',
            removed: false,
          },
        ],
      };
    }

    function answer(method: string, params: unknown[]): unknown {
      switch (method) {
        case 'eth_accounts':
          return authorised() ? [...state.accounts] : [];
        case 'eth_requestAccounts':
          writeFlag(AUTHORISED_KEY + id, true);
          return [...state.accounts];
        case 'eth_chainId':
          return hex(state.chainId);
        case 'net_version':
          return String(state.chainId);
        case 'eth_blockNumber':
          return hex(state.block);
        case 'eth_estimateGas':
          return '0x5208';
        case 'eth_gasPrice':
          return '0x3b9aca00';
        case 'wallet_switchEthereumChain': {
          const chainId = Number.parseInt(String((params[0] as { chainId?: unknown } | undefined)?.chainId), 16);
          if (!(chainId > 0)) throw rpcError(-32602, 'Invalid chainId');
          changeChain(chainId);
          return null;
        }
        case 'wallet_revokePermissions':
          writeFlag(AUTHORISED_KEY + id, false);
          emit('accountsChanged', []);
          return null;
        case 'eth_sendTransaction':
          return sendTransaction(params);
        case 'eth_getTransactionReceipt':
          return receipt(String(params[0]));
        case 'eth_getTransactionByHash':
          // No transaction pool here: the receipt wait then polls receipts only (replacements are
          // test/unit/wallet/receiptWait.test.ts's subject, and the real-chain suite's).
          return null;
        default:
          throw rpcError(4200, `The fake wallet does not support ${method}`);
      }
    }

    const provider = {
      request(args: { method: string; params?: unknown }): Promise<unknown> {
        const { method } = args;
        const params = Array.isArray(args.params) ? args.params : [];
        requests.push({ wallet: id, method, params: args.params ?? null });
        const index = rules.findIndex((rule) => rule.method === undefined || rule.method === method);
        const rule = index >= 0 ? rules.splice(index, 1)[0] : undefined;
        if (rule?.error) return Promise.reject(rpcError(rule.error.code, rule.error.message));
        const settle = (resolve: (value: unknown) => void, reject: (error: unknown) => void) => {
          try {
            resolve(answer(method, params));
          } catch (error) {
            reject(error);
          }
        };
        return new Promise((resolve, reject) => {
          if (rule) held.push(() => settle(resolve, reject));
          else settle(resolve, reject);
        });
      },
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return provider;
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    return { id, provider, listeners, authorised, emit };
  }

  const wallets = options.wallets.map((info) => ({ info, ...createWallet(info.uuid) }));
  const all: Array<ReturnType<typeof createWallet>> = [...wallets];
  const injected = options.alsoWindowEthereum ? (all[0] ?? createWallet('legacy')) : undefined;
  if (injected && !all.includes(injected)) all.push(injected);

  function changeChain(chainId: number) {
    state.chainId = chainId;
    for (const wallet of all) wallet.emit('chainChanged', hex(chainId));
  }

  // Like real wallets, a new uuid for every page load (EIP-6963: it names the provider for one
  // page only); `info.uuid` stays the wallet's name in `requests` and session storage.
  const loadId = Math.random().toString(16).slice(2, 10);
  const pageUuid = (uuid: string) => `${uuid}.${loadId}`;

  const announce = () => {
    for (const { info, provider } of wallets) {
      const detail = Object.freeze({
        info: Object.freeze({
          uuid: pageUuid(info.uuid),
          name: info.name,
          rdns: info.rdns,
          icon: info.icon ?? DEFAULT_ICON,
        }),
        provider,
      });
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    }
  };

  const page = window as unknown as { ethereum?: unknown; __fakeWallet?: FakeWalletControl };
  const control: FakeWalletControl = {
    rejectNext: (code, message, method) => void rules.push({ method, error: { code, message } }),
    holdNext: (method) => void rules.push({ method }),
    releaseHeld: () => {
      for (const release of held.splice(0)) release();
    },
    setAccounts(accounts) {
      state.accounts = [...accounts];
      for (const wallet of all) if (wallet.authorised()) wallet.emit('accountsChanged', [...accounts]);
    },
    setChain: changeChain,
    disconnect() {
      const error = rpcError(4900, 'The provider is disconnected from all chains.');
      for (const wallet of all) wallet.emit('disconnect', error);
    },
    emit(event, payload) {
      for (const wallet of all) wallet.emit(event, payload);
    },
    setMining(next) {
      mining = { ...next };
    },
    listenerCount(event) {
      let count = 0;
      for (const wallet of all) {
        for (const [name, set] of wallet.listeners) if (event === undefined || event === name) count += set.size;
      }
      return count;
    },
    requests,
    get heldCount() {
      return held.length;
    },
    uninstall() {
      window.removeEventListener('eip6963:requestProvider', announce);
      if (injected && page.ethereum === injected.provider) delete page.ethereum;
      delete page.__fakeWallet;
    },
  };

  if (injected) page.ethereum = injected.provider;
  page.__fakeWallet = control;
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
