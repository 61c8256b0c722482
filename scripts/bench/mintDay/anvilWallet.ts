import { sendTransaction, waitForReceipt } from '../../../src/wallet/browser/ethersWallet';
import type { Eip1193Provider } from '../../../src/wallet/browser/eip1193.types';
import type { WalletBridge } from '../../../src/services/sale/walletBridge.types';
import { loopbackFetch } from './loopbackFetch';

/**
 * A visitor's hot wallet on the bench's Anvil node: the app's own wallet code (sendTransaction and
 * waitForReceipt of src/wallet/browser/ethersWallet.ts) over an EIP-1193 provider that shares the
 * visitor's account and forwards everything else to the node. The node sends for any account
 * (`anvil_autoImpersonateAccount`), as a wallet would after the visitor approved.
 */

const fetchRpc = loopbackFetch();

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** One JSON-RPC call to the node; an error answer rejects as a wallet's would. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetchRpc(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as RpcAnswer;
  if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
  return answer.result;
}

/** Gives every visitor's account gas money and lets the node send for them. */
export async function prepareAccounts(url: string, accounts: readonly string[]): Promise<void> {
  await rpc(url, 'anvil_autoImpersonateAccount', [true]);
  const hundredEth = `0x${(100n * 10n ** 18n).toString(16)}`;
  const BATCH = 500;
  for (let start = 0; start < accounts.length; start += BATCH) {
    const batch = accounts.slice(start, start + BATCH).map((account, index) => ({
      jsonrpc: '2.0',
      id: start + index,
      method: 'anvil_setBalance',
      params: [account, hundredEth],
    }));
    const response = await fetchRpc(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    const answers = (await response.json()) as RpcAnswer[];
    const failed = answers.find((answer) => answer.error);
    if (failed) throw new Error(`anvil_setBalance failed: ${failed.error!.message}`);
  }
}

export function anvilWallet(url: string, account: string): WalletBridge {
  const provider: Eip1193Provider = {
    request: ({ method, params }) =>
      method === 'eth_accounts' || method === 'eth_requestAccounts'
        ? Promise.resolve([account])
        : rpc(url, method, (params as unknown[] | undefined) ?? []),
  };
  return {
    sendTransaction: (tx) => sendTransaction(provider, tx, account),
    waitForReceipt: (hash, signal) => waitForReceipt(provider, hash, signal),
  };
}
