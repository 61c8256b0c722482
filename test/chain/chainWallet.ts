import type { Page } from '@playwright/test';

/**
 * The wallet of the real-chain suite: an EIP-1193 provider, announced over EIP-6963, that
 * forwards every chain request to an Anvil node (through a Playwright binding, so neither the
 * app's Content-Security-Policy nor CORS is in the way). Anvil's dev accounts are unlocked, so
 * the node itself signs `eth_sendTransaction` as a wallet would after the user approved it.
 *
 * Like a real wallet it shares its account only after `eth_requestAccounts` (kept in session
 * storage, so a reload reconnects silently), switches between the nodes on
 * `wallet_switchEthereumChain` (chainChanged) and can be told to refuse the next request
 * (`window.__chainWallet.rejectNext(method)`: error 4001, as when the user clicks Reject).
 */

export interface ChainNode {
  chainId: number;
  url: string;
}

/** JSON only: Playwright passes it into the page. */
interface InPageOptions {
  account: string;
  /** The chain the wallet starts on. */
  chainId: number;
  /** The chains it can switch to. */
  chainIds: number[];
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export interface ChainWalletControl {
  /** The next request (of `method`, when given) is refused by the user: 4001. */
  rejectNext(method?: string): void;
}

const BINDING = '__chainWalletRpc';

/** Runs in the page (serialised by Playwright): refers to nothing outside its body. */
function installInPage({ account, chainId, chainIds }: InPageOptions) {
  // A wallet extension serves the page, not the frames in it (a story viewer, a widget's frame),
  // some of which may not even read storage.
  if (window !== window.top) return;
  type Listener = (payload: unknown) => void;
  const STATE_KEY = '__chainWallet';
  const saved = JSON.parse(sessionStorage.getItem(STATE_KEY) ?? 'null') as {
    connected: boolean;
    chainId: number;
  } | null;
  const state = { connected: saved?.connected ?? false, chainId: saved?.chainId ?? chainId };
  let refuse: string | null = null;
  const listeners = new Map<string, Set<Listener>>();
  const save = () => sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  const rpcError = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { code, ...(data !== undefined ? { data } : {}) });
  const hex = (id: number) => `0x${id.toString(16)}`;
  const forward = (window as unknown as Record<string, (request: unknown) => Promise<RpcAnswer>>)['__chainWalletRpc']!;

  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      if (refuse !== null && (refuse === '*' || refuse === method)) {
        refuse = null;
        throw rpcError(4001, 'User rejected the request.');
      }
      switch (method) {
        case 'eth_requestAccounts':
          state.connected = true;
          save();
          return [account];
        case 'eth_accounts':
          return state.connected ? [account] : [];
        case 'eth_chainId':
          return hex(state.chainId);
        case 'wallet_switchEthereumChain': {
          const wanted = Number.parseInt(String((params?.[0] as { chainId?: string })?.chainId), 16);
          if (!chainIds.includes(wanted)) throw rpcError(4902, `Unrecognized chain ID ${hex(wanted)}.`);
          if (wanted !== state.chainId) {
            state.chainId = wanted;
            save();
            emit('chainChanged', hex(wanted));
          }
          return null;
        }
        case 'wallet_revokePermissions':
          state.connected = false;
          save();
          return null;
        case 'eth_sendTransaction': {
          const from = String((params?.[0] as { from?: string })?.from ?? '');
          if (!state.connected || from.toLowerCase() !== account.toLowerCase()) {
            throw rpcError(4100, 'The requested account has not been authorized by the user.');
          }
          break;
        }
      }
      const answer = await forward({ chainId: state.chainId, method, params: params ?? [] });
      if (answer.error) throw rpcError(answer.error.code, answer.error.message, answer.error.data);
      return answer.result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  const control: ChainWalletControl = {
    rejectNext(method) {
      refuse = method ?? '*';
    },
  };
  Object.assign(window, { __chainWallet: control });

  const info = {
    uuid: '5d1b6c52-8f6e-4a54-9d4e-1c0ffee0c4a1',
    name: 'Chain Test Wallet',
    icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0a7"/></svg>')}`,
    rdns: 'test.chainwallet',
  };
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/** A request the wallet passed on to a node, and the node's error if it refused it. */
export interface ForwardedRequest {
  chainId: number;
  method: string;
  params: unknown[];
  error?: RpcAnswer['error'];
}

/**
 * Installs the wallet in `page` (before it loads) for `account`, starting on `chainId`, with
 * every node of `nodes` reachable by a switch. Returns the requests it passed on to the nodes, in
 * order, across reloads.
 */
export async function installChainWallet(
  page: Page,
  { account, chainId, nodes }: { account: string; chainId: number; nodes: readonly ChainNode[] },
): Promise<readonly ForwardedRequest[]> {
  const urls = new Map(nodes.map((node) => [node.chainId, node.url]));
  const forwarded: ForwardedRequest[] = [];
  await page.exposeBinding(BINDING, async (_source, request: ForwardedRequest) => {
    forwarded.push(request);
    const url = urls.get(request.chainId);
    if (!url) return { error: { code: 4901, message: `no node for chain ${request.chainId}` } } satisfies RpcAnswer;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params }),
    });
    const { result, error } = (await response.json()) as RpcAnswer;
    if (error) request.error = error;
    return error ? { error } : { result };
  });
  await page.addInitScript(installInPage, { account, chainId, chainIds: nodes.map((node) => node.chainId) });
  return forwarded;
}
