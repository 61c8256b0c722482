import { BrowserProvider, type TransactionReceipt as EthersReceipt } from 'ethers';
import { sameAddress } from '../../domain/address';
import { TransactionReplacedError, WalletError } from '../../domain/errors';
import { retry } from '../../domain/retry';
import type { PreparedTransaction } from '../../services/mintBackend/mintBackend.types';
import type { ReceiptOutcome, TransactionReceipt } from '../../services/sale/walletBridge.types';
import { parseChainId, toHexChainId } from '../chains';
import { toWalletError } from '../walletErrors';
import { parseAccounts } from './accounts';
import type { Eip1193Provider, Eip1193RequestArguments } from './eip1193.types';

/**
 * The requests this app makes of a wallet. The only module that imports ethers: the browser
 * wallet adapter loads it with `import()` when a wallet is actually used, so ethers stays out
 * of the start-up bundle. Every failure rejects with a WalletError (src/wallet/walletErrors.ts).
 */

/**
 * Spec section 7: "Receipt polling: 1 s delay, up to 600 retries". Exactly 1 s (the draw's middle):
 * these polls go to the visitor's own wallet, and each visitor's start when their own transaction
 * was sent, so they make no crowd to spread out (issue 51 spreads the backend calls' retries).
 */
export const RECEIPT_POLLING = { tries: 600, delayMs: 1000, random: () => 0.5 } as const;

async function ask(provider: Eip1193Provider, args: Eip1193RequestArguments): Promise<unknown> {
  try {
    return await provider.request(args);
  } catch (error) {
    throw toWalletError(error);
  }
}

async function askAccounts(provider: Eip1193Provider, method: 'eth_accounts' | 'eth_requestAccounts') {
  const answer = await ask(provider, { method });
  const accounts = parseAccounts(answer);
  if (!accounts) throw new WalletError('failed', { cause: new Error(`${method} did not answer with addresses`) });
  return accounts;
}

/** Asks the user to share accounts (the wallet's prompt); the accounts as the wallet gave them. */
export const requestAccounts = (provider: Eip1193Provider) => askAccounts(provider, 'eth_requestAccounts');

/** The accounts the wallet already shares with this site, without a prompt (empty: none, or locked). */
export const readAccounts = (provider: Eip1193Provider) => askAccounts(provider, 'eth_accounts');

export async function readChainId(provider: Eip1193Provider): Promise<number> {
  const chainId = parseChainId(await ask(provider, { method: 'eth_chainId' }));
  if (chainId === null) throw new WalletError('failed', { cause: new Error('eth_chainId did not answer a chain id') });
  return chainId;
}

/** EIP-3326. A chain the wallet does not know rejects with kind 'unknownChain' (4902). */
export async function switchChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  await ask(provider, { method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(chainId) }] });
}

/**
 * EIP-2255: withdraws this site's access, so logging out holds after a reload. Best effort:
 * many wallets do not support it, and logging out must work all the same.
 */
export async function revokePermissions(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  } catch (error) {
    console.info('[wallet] the wallet did not revoke its permissions', error);
  }
}

/**
 * Asks the wallet to sign and send `tx` from `from`; resolves with the hash once the wallet
 * has submitted it. `sendUncheckedTransaction`, not `sendTransaction`: the latter then polls
 * the wallet's node until the transaction shows up, and could fail (or wait for ever, for
 * wallets whose hash is not yet a chain transaction) after the transaction was already sent;
 * waiting is waitForReceipt's job.
 */
export async function sendTransaction(
  provider: Eip1193Provider,
  tx: PreparedTransaction,
  from: string,
): Promise<{ hash: string }> {
  const browserProvider = new BrowserProvider(provider, 'any');
  try {
    const signer = await browserProvider.getSigner(from);
    const { to, data, value, gasLimit, nonce, chainId } = tx;
    const hash = await signer.sendUncheckedTransaction({ to, data, value, gasLimit, nonce, chainId });
    return { hash };
  } catch (error) {
    throw toWalletError(error);
  } finally {
    browserProvider.destroy();
  }
}

/** Thrown by a poll that found no receipt yet: worth another try. */
const NOT_MINED = new Error('no receipt yet');

/**
 * How far back, in blocks, from the start of the wait a replacement is looked for: one may be
 * mined between the send and the wait, or before a reload resumed it.
 */
export const REPLACEMENT_LOOKBACK_BLOCKS = 5;

/** What the wait knows of the sent transaction: its sender's nonce slot and what it does. */
interface SentTransaction {
  from: string;
  nonce: number;
  to: string | null;
  data: string;
  value: bigint;
}

function toReceipt(receipt: EthersReceipt): TransactionReceipt {
  return {
    // Pre-Byzantium receipts have no status: not a success anyone can verify.
    status: receipt.status === 1 ? 1 : 0,
    logs: receipt.logs.map(({ address, topics, data }) => ({ address, topics: [...topics], data })),
  };
}

/**
 * The sender's nonce slot is spent by another transaction: the one mined in its place, searched
 * from the newest block back to `fromBlock`. The same call under a new hash (the wallet's speed
 * up) is 'repriced'; anything else (the wallet's cancel, a self-transfer of nothing, or another
 * transaction) rejects with TransactionReplacedError: ours can never be mined.
 */
async function replacementOf(
  provider: BrowserProvider,
  sent: SentTransaction,
  fromBlock: number,
): Promise<ReceiptOutcome> {
  for (let number = await provider.getBlockNumber(); number >= fromBlock; number--) {
    const block = await provider.getBlock(number, true);
    const replacement = block?.prefetchedTransactions.find(
      (tx) => sameAddress(tx.from, sent.from) && tx.nonce === sent.nonce,
    );
    if (!replacement) continue;
    const repriced =
      sameAddress(replacement.to, sent.to) && replacement.data === sent.data && replacement.value === sent.value;
    if (repriced) return { kind: 'repriced', hash: replacement.hash };
    throw new TransactionReplacedError(undefined, {
      cause: new Error(`${replacement.hash} took nonce ${sent.nonce} of ${sent.from}`),
    });
  }
  throw new TransactionReplacedError(undefined, {
    cause: new Error(
      `nonce ${sent.nonce} of ${sent.from} was spent by a transaction not found since block ${fromBlock}`,
    ),
  });
}

/**
 * Polls for the receipt of `hash` (RECEIPT_POLLING) and tells a replaced transaction apart, as
 * wallets replace them (speed up, cancel): once the sender's mined nonce passed ours while our
 * hash has no receipt, the transaction in its place decides: the same call repriced resolves
 * `{ kind: 'repriced', hash }` (the caller waits for that one), anything else rejects with
 * TransactionReplacedError. A poll that fails for no known reason (the wallet's node hiccuped)
 * counts as a try; a wallet error with a meaning (disconnected, unauthorized...) ends the wait.
 * Aborting rejects with the signal's reason.
 */
export async function waitForReceipt(
  provider: Eip1193Provider,
  hash: string,
  signal?: AbortSignal,
): Promise<ReceiptOutcome> {
  // No answer cache: ethers keeps one for 250 ms by default, and every look here must be fresh
  // (a receipt or a nonce that changed since the last one is the point).
  const browserProvider = new BrowserProvider(provider, 'any', { cacheTimeout: -1 });
  let sent: SentTransaction | null = null;
  try {
    const fromBlock = Math.max(0, (await browserProvider.getBlockNumber()) - REPLACEMENT_LOOKBACK_BLOCKS);
    return await retry(
      async (): Promise<ReceiptOutcome> => {
        const receipt = await browserProvider.getTransactionReceipt(hash);
        if (receipt) return { kind: 'mined', receipt: toReceipt(receipt) };
        // Seen once, the transaction's sender and nonce are kept: a replaced one leaves the pool.
        sent ??= await browserProvider.getTransaction(hash);
        if (!sent || (await browserProvider.getTransactionCount(sent.from, 'latest')) <= sent.nonce) throw NOT_MINED;
        // The nonce is spent: by ours, mined since the receipt poll (the next poll reads it), or by
        // a replacement.
        if (await browserProvider.getTransactionReceipt(hash)) throw NOT_MINED;
        return replacementOf(browserProvider, sent, fromBlock);
      },
      {
        ...RECEIPT_POLLING,
        signal,
        shouldRetry: (error) =>
          error === NOT_MINED ||
          (!(error instanceof TransactionReplacedError) && toWalletError(error).kind === 'failed'),
      },
    );
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof TransactionReplacedError) throw error;
    if (error === NOT_MINED) {
      throw new WalletError('failed', {
        cause: new Error(`no receipt for ${hash} after ${RECEIPT_POLLING.tries} tries`),
      });
    }
    throw toWalletError(error);
  } finally {
    browserProvider.destroy();
  }
}
