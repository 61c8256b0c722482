import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionReplacedError } from '../../../src/domain/errors';
import type { Eip1193Provider } from '../../../src/wallet/browser/eip1193.types';
import { REPLACEMENT_LOOKBACK_BLOCKS, waitForReceipt } from '../../../src/wallet/browser/ethersWallet';

/**
 * The receipt wait's replacement detection (src/wallet/browser/ethersWallet.ts) against a small
 * scripted chain: a pool, blocks and receipts, answered as a node answers JSON-RPC. The real-chain
 * suite (test/chain/) does the same against Anvil; this covers the corners a node rarely shows.
 */

const SENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const MINT_DATA = '0xd3a2a6f1';
const hex = (value: number | bigint) => `0x${value.toString(16)}`;
const hashOf = (label: string) => `0x${label.padStart(64, '0')}`;

interface ScriptedTx {
  hash: string;
  nonce: number;
  to: string;
  data: string;
  value: bigint;
  block: number | null;
}

function scriptedChain() {
  let latest = 100;
  const txs = new Map<string, ScriptedTx>();
  const dropped = new Set<string>();
  const hooks: { beforeNonceCheck?: () => void } = {};

  const rpcTx = (tx: ScriptedTx) => ({
    hash: tx.hash,
    type: '0x2',
    from: SENDER,
    to: tx.to,
    nonce: hex(tx.nonce),
    input: tx.data,
    value: hex(tx.value),
    gas: hex(90_000),
    maxFeePerGas: hex(2_000_000_000),
    maxPriorityFeePerGas: hex(1_000_000_000),
    chainId: hex(31_337),
    accessList: [],
    blockHash: tx.block === null ? null : hashOf(`b${tx.block}`),
    blockNumber: tx.block === null ? null : hex(tx.block),
    transactionIndex: tx.block === null ? null : '0x0',
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
    v: '0x0',
    yParity: '0x0',
  });
  const block = (number: number) => ({
    hash: hashOf(`b${number}`),
    parentHash: hashOf(`b${number - 1}`),
    number: hex(number),
    timestamp: hex(1_700_000_000 + number),
    nonce: '0x0000000000000000',
    difficulty: '0x0',
    gasLimit: hex(30_000_000),
    gasUsed: hex(0),
    miner: `0x${'0'.repeat(40)}`,
    extraData: '0x',
    baseFeePerGas: hex(1_000_000_000),
    transactions: [...txs.values()].filter((tx) => tx.block === number).map(rpcTx),
  });
  const receipt = (tx: ScriptedTx) => ({
    transactionHash: tx.hash,
    transactionIndex: '0x0',
    blockHash: hashOf(`b${tx.block}`),
    blockNumber: hex(tx.block!),
    from: SENDER,
    to: tx.to,
    contractAddress: null,
    cumulativeGasUsed: hex(50_000),
    gasUsed: hex(50_000),
    effectiveGasPrice: hex(1_000_000_000),
    logsBloom: `0x${'0'.repeat(512)}`,
    status: '0x1',
    type: '0x2',
    logs: [],
  });

  const provider: Eip1193Provider = {
    async request({ method, params = [] }: { method: string; params?: readonly unknown[] }) {
      const first = String(params[0]);
      switch (method) {
        case 'eth_chainId':
          return hex(31_337);
        case 'eth_blockNumber':
          return hex(latest);
        case 'eth_getTransactionReceipt': {
          const tx = txs.get(first);
          return tx && tx.block !== null ? receipt(tx) : null;
        }
        case 'eth_getTransactionByHash': {
          const tx = txs.get(first);
          return tx && !dropped.has(first) ? rpcTx(tx) : null;
        }
        case 'eth_getTransactionCount':
          hooks.beforeNonceCheck?.();
          return hex([...txs.values()].filter((tx) => tx.block !== null).length);
        case 'eth_getBlockByNumber':
          return block(Number.parseInt(first, 16));
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    },
    on: () => {},
    removeListener: () => {},
  } as unknown as Eip1193Provider;

  return {
    provider,
    hooks,
    send(label: string, fields: Partial<ScriptedTx> = {}): ScriptedTx {
      const tx: ScriptedTx = {
        hash: hashOf(label),
        nonce: 0,
        to: CONTRACT,
        data: MINT_DATA,
        value: 0n,
        block: null,
        ...fields,
      };
      txs.set(tx.hash, tx);
      return tx;
    },
    /** Mines `tx` in a new block; a replaced transaction leaves the pool. */
    mine(tx: ScriptedTx, ...replaced: ScriptedTx[]) {
      latest += 1;
      tx.block = latest;
      for (const old of replaced) dropped.add(old.hash);
    },
    /** Empty blocks on top. */
    advance(blocks: number) {
      latest += blocks;
    },
  };
}

const nextPoll = () => vi.advanceTimersByTimeAsync(1010);

describe('waitForReceipt: replaced transactions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a speed up (the same call under a new hash, mined in its place) resolves repriced with the new hash', async () => {
    vi.useFakeTimers();
    const chain = scriptedChain();
    const ours = chain.send('a1');
    const waiting = waitForReceipt(chain.provider, ours.hash);
    await nextPoll();
    const faster = chain.send('a2');
    chain.mine(faster, ours);
    await nextPoll();
    await expect(waiting).resolves.toEqual({ kind: 'repriced', hash: faster.hash });
  });

  it('a cancel (nothing sent to itself with the same nonce) rejects with TransactionReplacedError', async () => {
    vi.useFakeTimers();
    const chain = scriptedChain();
    const ours = chain.send('b1');
    const waiting = waitForReceipt(chain.provider, ours.hash).catch((error: unknown) => error);
    await nextPoll();
    chain.mine(chain.send('b2', { to: SENDER, data: '0x' }), ours);
    await nextPoll();
    expect(await waiting).toBeInstanceOf(TransactionReplacedError);
  });

  it('another call in its nonce slot is a replacement too: ours can never be mined', async () => {
    vi.useFakeTimers();
    const chain = scriptedChain();
    const ours = chain.send('c1');
    const waiting = waitForReceipt(chain.provider, ours.hash).catch((error: unknown) => error);
    await nextPoll();
    chain.mine(chain.send('c2', { data: '0xdeadbeef' }), ours);
    await nextPoll();
    expect(await waiting).toBeInstanceOf(TransactionReplacedError);
  });

  it('a spent nonce whose transaction is older than the look-back is still a replacement, not a wait for ever', async () => {
    vi.useFakeTimers();
    const chain = scriptedChain();
    const ours = chain.send('d1');
    const waiting = waitForReceipt(chain.provider, ours.hash).catch((error: unknown) => error);
    await nextPoll();
    // Mined in a block before the wait's window: only the nonce tells.
    const other = chain.send('d2');
    chain.mine(other, ours);
    other.block = 100 - REPLACEMENT_LOOKBACK_BLOCKS - 1;
    chain.advance(2);
    await nextPoll();
    expect(await waiting).toBeInstanceOf(TransactionReplacedError);
  });

  it('ours mined between the receipt poll and the nonce check is mined, not replaced', async () => {
    vi.useFakeTimers();
    const chain = scriptedChain();
    const ours = chain.send('e1');
    chain.hooks.beforeNonceCheck = () => {
      if (ours.block === null) chain.mine(ours);
    };
    const waiting = waitForReceipt(chain.provider, ours.hash);
    await nextPoll();
    await nextPoll();
    await expect(waiting).resolves.toEqual({ kind: 'mined', receipt: { status: 1, logs: [] } });
  });

  it('a transaction the node never showed is waited for: no sender and nonce to judge a replacement by', async () => {
    vi.useFakeTimers();
    const chain = scriptedChain();
    // Another transaction spent nonce 0; ours (never in the node's pool) may still be mined later.
    chain.mine(chain.send('f0'));
    let settled = false;
    void waitForReceipt(chain.provider, hashOf('f9')).then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let poll = 0; poll < 5; poll++) await nextPoll();
    expect(settled).toBe(false);
  });
});
