// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletError } from '../../../src/domain/errors';
import { createBrowserWalletAdapter, RESTORE_WAIT_MS } from '../../../src/wallet/browser/browserWalletAdapter';
import { REMEMBERED_WALLET_KEY } from '../../../src/wallet/browser/rememberedWallet';
import type { WalletAdapter, WalletEvent } from '../../../src/wallet/wallet.types';
import { installFakeWallet, type FakeWalletControl, type FakeWalletOptions } from '../../fakes/fakeWallet';
import { memoryStorage } from '../services/mock/mockHarness';

const METAMASK = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'MetaMask', rdns: 'io.metamask' };
const RABBY = { uuid: '6b3a5f39-0c55-4d0b-8e3e-1f6b3c2f4a11', name: 'Rabby', rdns: 'io.rabby' };
// EIP-55 examples: checksummed, as wallets give them.
const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const CONTRACT = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const MAINNET = 1;
const POLYGON = 137;

const signal = () => new AbortController().signal;

function install(options: Partial<FakeWalletOptions> = {}): FakeWalletControl {
  installFakeWallet({ wallets: [METAMASK], accounts: [ALICE], chainId: MAINNET, ...options });
  return window.__fakeWallet!;
}

function createAdapter(storage = memoryStorage()) {
  const wallet = createBrowserWalletAdapter({ window, expectedChainId: MAINNET, storage });
  return { wallet, storage };
}

/** Watches the adapter and records what it emits. */
function watching(wallet: WalletAdapter) {
  const events: WalletEvent[] = [];
  const stop = wallet.watch((event) => events.push(event));
  const walletEvents = () => events.filter((event) => event.type !== 'wallet.optionsChanged');
  return { events, stop, walletEvents };
}

const methods = (fake: FakeWalletControl) => fake.requests.map((request) => request.method);

/** How many EIP-6963 announcement listeners are on the window now (the spies call through). */
function announceListeners(): () => number {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const of = (calls: unknown[][]) =>
    calls.filter(([type]) => type === 'eip6963:announceProvider').map(([, listener]) => listener);
  return () => {
    const gone = new Set(of(removed.mock.calls));
    return of(added.mock.calls).filter((listener) => !gone.has(listener)).length;
  };
}

describe('browser wallet adapter', () => {
  beforeAll(async () => {
    // Loaded once here so that the adapter's import() does not race the fake timers of some tests.
    await import('../../../src/wallet/browser/ethersWallet');
  });
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    window.__fakeWallet?.uninstall();
    vi.useRealTimers();
  });

  describe('watch', () => {
    it('emits the discovered options at once and when a wallet announces itself later', () => {
      install();
      const { wallet } = createAdapter();
      const { events, stop } = watching(wallet);
      expect(events).toEqual([
        { type: 'wallet.optionsChanged', options: [{ id: METAMASK.rdns, name: 'MetaMask', icon: expect.any(String) }] },
      ]);
      window.__fakeWallet!.uninstall();
      install({ wallets: [RABBY] });
      expect(events.at(-1)).toEqual({
        type: 'wallet.optionsChanged',
        options: [
          { id: METAMASK.rdns, name: 'MetaMask', icon: expect.any(String) },
          { id: RABBY.rdns, name: 'Rabby', icon: expect.any(String) },
        ],
      });
      stop();
    });

    it('stops reporting options once stopped, leaving no listener on the window', () => {
      const listening = announceListeners();
      const { wallet } = createAdapter();
      const first = watching(wallet);
      const second = watching(wallet);
      expect(listening()).toBe(1);
      first.stop();
      expect(listening()).toBe(1);
      second.stop();
      expect(listening()).toBe(0);
      install();
      expect(first.events).toEqual([{ type: 'wallet.optionsChanged', options: [] }]);
    });
  });

  describe('restore', () => {
    it('is null when no wallet is remembered, and asks no wallet', async () => {
      const fake = install();
      await expect(createAdapter().wallet.restore(signal())).resolves.toBeNull();
      expect(fake.requests).toEqual([]);
    });

    it('restores the remembered wallet after a reload, without a prompt', async () => {
      const fake = install({ chainId: POLYGON });
      const first = createAdapter();
      await first.wallet.connect(METAMASK.rdns, signal());
      fake.requests.length = 0;
      const reloaded = createAdapter(first.storage);
      await expect(reloaded.wallet.restore(signal())).resolves.toEqual({
        optionId: METAMASK.rdns,
        address: ALICE,
        chainId: POLYGON,
        name: null,
      });
      expect(methods(fake)).toEqual(['eth_accounts', 'eth_chainId']);
    });

    it('restores a wallet chosen as window.ethereum that now announces itself', async () => {
      const legacy = install({ wallets: [], alsoWindowEthereum: true });
      const first = createAdapter();
      await first.wallet.connect('injected', signal());
      legacy.uninstall();
      // The same wallet after an update: it announces itself over EIP-6963 and is window.ethereum.
      install({ wallets: [METAMASK], alsoWindowEthereum: true });
      sessionStorage.setItem(`fakeWallet.authorised.${METAMASK.uuid}`, '1');
      await expect(createAdapter(first.storage).wallet.restore(signal())).resolves.toMatchObject({
        optionId: METAMASK.rdns,
        address: ALICE,
      });
    });

    it('is null when the remembered wallet shares no account (never connected, or revoked)', async () => {
      const fake = install();
      const { wallet, storage } = createAdapter();
      storage.setItem(REMEMBERED_WALLET_KEY, METAMASK.rdns);
      await expect(wallet.restore(signal())).resolves.toBeNull();
      expect(methods(fake)).toEqual(['eth_accounts']);
    });

    it('waits for a remembered wallet that announces itself late', async () => {
      install();
      const first = createAdapter();
      await first.wallet.connect(METAMASK.rdns, signal());
      window.__fakeWallet!.uninstall();
      vi.useFakeTimers();
      const restoring = createAdapter(first.storage).wallet.restore(signal());
      await vi.advanceTimersByTimeAsync(RESTORE_WAIT_MS - 100);
      install();
      await expect(restoring).resolves.toMatchObject({ optionId: METAMASK.rdns, address: ALICE });
    });

    it('gives up on a remembered wallet that is not announced within the wait', async () => {
      const listening = announceListeners();
      const { wallet, storage } = createAdapter();
      storage.setItem(REMEMBERED_WALLET_KEY, METAMASK.rdns);
      vi.useFakeTimers();
      let outcome: unknown = 'pending';
      void wallet.restore(signal()).then((session) => (outcome = session));
      await vi.advanceTimersByTimeAsync(RESTORE_WAIT_MS - 1);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBeNull();
      expect(listening()).toBe(0);
    });

    it('rejects with the reason when aborted while waiting for the wallet', async () => {
      const { wallet, storage } = createAdapter();
      storage.setItem(REMEMBERED_WALLET_KEY, METAMASK.rdns);
      const controller = new AbortController();
      const restoring = wallet.restore(controller.signal);
      controller.abort(new Error('stopped'));
      await expect(restoring).rejects.toThrow('stopped');
    });
  });

  describe('connect', () => {
    it('asks the chosen wallet for its accounts and remembers the choice', async () => {
      const fake = install({ wallets: [METAMASK, RABBY], accounts: [ALICE, BOB] });
      const { wallet, storage } = createAdapter();
      await expect(wallet.connect(RABBY.rdns, signal())).resolves.toEqual({
        optionId: RABBY.rdns,
        address: ALICE,
        chainId: MAINNET,
        name: null,
      });
      expect(fake.requests.map(({ wallet: id, method }) => [id, method])).toEqual([
        [RABBY.uuid, 'eth_requestAccounts'],
        [RABBY.uuid, 'eth_chainId'],
      ]);
      expect(storage.getItem(REMEMBERED_WALLET_KEY)).toBe(RABBY.rdns);
    });

    it('connects the window.ethereum fallback', async () => {
      install({ wallets: [], alsoWindowEthereum: true });
      await expect(createAdapter().wallet.connect('injected', signal())).resolves.toMatchObject({
        optionId: 'injected',
        address: ALICE,
      });
    });

    it.each([
      [4001, 'User rejected the request.', 'userRejected'],
      [-32002, 'Request of type wallet_requestPermissions already pending', 'requestPending'],
    ])('rejects with the wallet error %i, remembering nothing', async (code, message, kind) => {
      const fake = install();
      fake.rejectNext(code, message, 'eth_requestAccounts');
      const { wallet, storage } = createAdapter();
      const error = await wallet.connect(METAMASK.rdns, signal()).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(WalletError);
      expect(error).toMatchObject({ kind, rpcCode: code });
      expect(storage.getItem(REMEMBERED_WALLET_KEY)).toBeNull();
    });

    it('rejects with noAccount when the wallet shares no account', async () => {
      install({ accounts: [] });
      const { wallet, storage } = createAdapter();
      await expect(wallet.connect(METAMASK.rdns, signal())).rejects.toEqual(new WalletError('noAccount'));
      expect(storage.getItem(REMEMBERED_WALLET_KEY)).toBeNull();
    });

    it('rejects with noWallet for an option nobody offers, asking no wallet', async () => {
      const fake = install();
      const listening = announceListeners();
      await expect(createAdapter().wallet.connect('gone-uuid', signal())).rejects.toEqual(new WalletError('noWallet'));
      expect(fake.requests).toEqual([]);
      expect(listening()).toBe(0);
    });

    it('stops waiting for a prompt left open when aborted; the request stays with the wallet', async () => {
      const fake = install();
      fake.holdNext('eth_requestAccounts');
      const controller = new AbortController();
      const connecting = createAdapter().wallet.connect(METAMASK.rdns, controller.signal);
      await vi.waitFor(() => expect(fake.heldCount).toBe(1));
      controller.abort(new Error('cancelled'));
      await expect(connecting).rejects.toThrow('cancelled');
      expect(fake.heldCount).toBe(1);
    });
  });

  describe('the connected wallet’s events', () => {
    async function connectedAndWatched(options: Partial<FakeWalletOptions> = {}) {
      const fake = install(options);
      const { wallet } = createAdapter();
      const watch = watching(wallet);
      await wallet.connect(METAMASK.rdns, signal());
      return { fake, wallet, ...watch };
    }

    it('passes on account switches, an empty account list, chain changes and disconnect', async () => {
      const { fake, walletEvents } = await connectedAndWatched();
      fake.setAccounts([BOB]);
      fake.setAccounts([]);
      fake.setChain(POLYGON);
      fake.disconnect();
      expect(walletEvents()).toEqual([
        { type: 'wallet.accountsChanged', accounts: [BOB] },
        { type: 'wallet.accountsChanged', accounts: [] },
        { type: 'wallet.chainChanged', chainId: POLYGON },
        { type: 'wallet.disconnected' },
      ]);
    });

    it('ignores malformed account and chain events, with a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { fake, walletEvents } = await connectedAndWatched();
      fake.emit('accountsChanged', 'not-a-list');
      fake.emit('accountsChanged', [ALICE, 42]);
      fake.emit('accountsChanged', ['0xnot-an-address']);
      fake.emit('chainChanged', 'polygon');
      fake.emit('chainChanged', '0x0');
      expect(walletEvents()).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(5);
    });

    it('listens to a wallet connected before watching started', async () => {
      const fake = install();
      const { wallet } = createAdapter();
      await wallet.connect(METAMASK.rdns, signal());
      expect(fake.listenerCount()).toBe(0);
      const { walletEvents } = watching(wallet);
      fake.setChain(POLYGON);
      expect(walletEvents()).toEqual([{ type: 'wallet.chainChanged', chainId: POLYGON }]);
    });

    it('removes every listener when watching stops', async () => {
      const { fake, stop, events } = await connectedAndWatched();
      expect(fake.listenerCount()).toBe(3);
      stop();
      expect(fake.listenerCount()).toBe(0);
      const before = events.length;
      fake.setAccounts([BOB]);
      fake.disconnect();
      expect(events).toHaveLength(before);
    });

    it('stops listening to a wallet once disconnected from it', async () => {
      const { fake, wallet, walletEvents } = await connectedAndWatched();
      await wallet.disconnect();
      expect(fake.listenerCount()).toBe(0);
      fake.setChain(POLYGON);
      fake.disconnect();
      expect(walletEvents()).toEqual([]);
    });

    it('moves its listeners to the wallet connected last', async () => {
      const { fake, wallet, walletEvents } = await connectedAndWatched({ wallets: [METAMASK, RABBY] });
      await wallet.connect(RABBY.rdns, signal());
      expect(fake.listenerCount()).toBe(3);
      // Both wallets are connected to the site and both report it: only the current one is heard.
      fake.setAccounts([BOB]);
      expect(walletEvents()).toEqual([{ type: 'wallet.accountsChanged', accounts: [BOB] }]);
    });
  });

  describe('switchChain', () => {
    it('asks the wallet to switch; the wallet then reports the new chain', async () => {
      const fake = install();
      const { wallet } = createAdapter();
      const { walletEvents } = watching(wallet);
      await wallet.connect(METAMASK.rdns, signal());
      await wallet.switchChain(POLYGON, signal());
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x89' }],
      });
      expect(walletEvents()).toEqual([{ type: 'wallet.chainChanged', chainId: POLYGON }]);
    });

    it('rejects with unknownChain when the wallet does not know the chain (4902)', async () => {
      const fake = install();
      const { wallet } = createAdapter();
      await wallet.connect(METAMASK.rdns, signal());
      fake.rejectNext(4902, 'Unrecognized chain ID "0x89".', 'wallet_switchEthereumChain');
      await expect(wallet.switchChain(POLYGON, signal())).rejects.toMatchObject({
        kind: 'unknownChain',
        rpcCode: 4902,
      });
    });

    it('rejects with disconnected when no wallet is connected', async () => {
      await expect(createAdapter().wallet.switchChain(POLYGON, signal())).rejects.toEqual(
        new WalletError('disconnected'),
      );
    });
  });

  describe('disconnect', () => {
    it('forgets the wallet and revokes its permission, so a reload restores nobody', async () => {
      const fake = install();
      const { wallet, storage } = createAdapter();
      await wallet.connect(METAMASK.rdns, signal());
      await wallet.disconnect();
      expect(storage.getItem(REMEMBERED_WALLET_KEY)).toBeNull();
      expect(methods(fake)).toContain('wallet_revokePermissions');
      await expect(createAdapter(storage).wallet.restore(signal())).resolves.toBeNull();
    });

    it('resolves even when the wallet rejects the revocation or never answers it', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const fake = install();
      const { wallet } = createAdapter();
      await wallet.connect(METAMASK.rdns, signal());
      fake.rejectNext(4200, 'Unsupported', 'wallet_revokePermissions');
      await expect(wallet.disconnect()).resolves.toBeUndefined();
      await wallet.connect(METAMASK.rdns, signal());
      fake.holdNext('wallet_revokePermissions');
      await expect(wallet.disconnect()).resolves.toBeUndefined();
      expect(fake.heldCount).toBe(1);
    });

    it('resolves when nothing is connected', async () => {
      await expect(createAdapter().wallet.disconnect()).resolves.toBeUndefined();
    });
  });

  it('reports no holdings: the spec has no holdings service for browser wallets', async () => {
    await expect(createAdapter().wallet.holdings(ALICE, signal())).resolves.toEqual({
      nfts: {},
      storyNFTs: [],
      founder: false,
      storyNFTEditor: false,
    });
  });

  describe('bridge', () => {
    async function connected(options: Partial<FakeWalletOptions> = {}) {
      const fake = install(options);
      const { wallet } = createAdapter();
      await wallet.connect(METAMASK.rdns, signal());
      return { fake, wallet };
    }
    const tx = { to: CONTRACT, data: '0xa0712d68', value: 10n ** 16n };

    it('sends from the connected account on the expected chain and resolves with the hash', async () => {
      const { fake, wallet } = await connected({ accounts: [BOB, ALICE] });
      const { hash } = await wallet.bridge.sendTransaction(tx);
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      const sent = fake.requests.find((request) => request.method === 'eth_sendTransaction');
      expect(sent?.params).toEqual([
        expect.objectContaining({
          from: BOB.toLowerCase(),
          to: CONTRACT.toLowerCase(),
          data: '0xa0712d68',
          value: '0x2386f26fc10000',
          chainId: '0x1',
        }),
      ]);
    });

    it('sends from the account the wallet switched to', async () => {
      const { fake, wallet } = await connected({ accounts: [ALICE, BOB] });
      const { stop } = watching(wallet);
      fake.setAccounts([BOB]);
      await wallet.bridge.sendTransaction(tx);
      const sent = fake.requests.find((request) => request.method === 'eth_sendTransaction');
      expect(sent?.params).toEqual([expect.objectContaining({ from: BOB.toLowerCase() })]);
      stop();
    });

    it('rejects with userRejected when the user declines in the wallet', async () => {
      const { fake, wallet } = await connected();
      fake.rejectNext(4001, 'MetaMask Tx Signature: User denied transaction signature.', 'eth_sendTransaction');
      await expect(wallet.bridge.sendTransaction(tx)).rejects.toMatchObject({ kind: 'userRejected', rpcCode: 4001 });
    });

    it('refuses a transaction prepared for another chain, before the wallet is asked', async () => {
      const { fake, wallet } = await connected();
      await expect(wallet.bridge.sendTransaction({ ...tx, chainId: POLYGON })).rejects.toMatchObject({
        kind: 'unsupported',
      });
      expect(methods(fake)).not.toContain('eth_sendTransaction');
    });

    it('lets the wallet refuse a transaction while it is on another chain', async () => {
      const { wallet } = await connected({ chainId: POLYGON });
      const error = await wallet.bridge.sendTransaction(tx).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(WalletError);
      expect(error).toMatchObject({ kind: 'failed', rpcCode: -32602 });
    });

    it('rejects with disconnected when no wallet is connected', async () => {
      const { wallet } = createAdapter();
      await expect(wallet.bridge.sendTransaction(tx)).rejects.toEqual(new WalletError('disconnected'));
      await expect(wallet.bridge.waitForReceipt(`0x${'1'.repeat(64)}`)).rejects.toEqual(
        new WalletError('disconnected'),
      );
    });

    describe('waitForReceipt', () => {
      const receiptPolls = (fake: FakeWalletControl) =>
        fake.requests.filter((request) => request.method === 'eth_getTransactionReceipt').length;
      // ethers' own request queue adds a millisecond or so per poll on top of the 1 s delay.
      const SLACK_MS = 10;
      const nextPoll = () => vi.advanceTimersByTimeAsync(1000 + SLACK_MS);

      async function sent(afterPolls: number, status: 0 | 1 = 1) {
        const { fake, wallet } = await connected();
        fake.setMining({ afterPolls, status });
        const { hash } = await wallet.bridge.sendTransaction(tx);
        vi.useFakeTimers();
        return { fake, wallet, hash };
      }

      it('polls once a second until the receipt is there', async () => {
        const { fake, wallet, hash } = await sent(3);
        let receipt: unknown;
        void wallet.bridge.waitForReceipt(hash).then((found) => (receipt = found));
        await vi.advanceTimersByTimeAsync(1000 - SLACK_MS);
        expect(receiptPolls(fake)).toBe(1);
        await vi.advanceTimersByTimeAsync(2 * SLACK_MS);
        expect(receiptPolls(fake)).toBe(2);
        await nextPoll();
        expect(receiptPolls(fake)).toBe(3);
        expect(receipt).toBeUndefined();
        await nextPoll();
        expect(receiptPolls(fake)).toBe(4);
        expect(receipt).toEqual({
          kind: 'mined',
          receipt: {
            status: 1,
            logs: [
              {
                address: CONTRACT,
                topics: [
                  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
                  `0x${'0'.repeat(64)}`,
                  `0x${'0'.repeat(24)}${ALICE.slice(2).toLowerCase()}`,
                  expect.stringMatching(/^0x0{63}1$/),
                ],
                data: '0x',
              },
            ],
          },
        });
      });

      it('reports a reverted transaction as status 0', async () => {
        const { wallet, hash } = await sent(0, 0);
        const waiting = wallet.bridge.waitForReceipt(hash);
        await vi.advanceTimersByTimeAsync(SLACK_MS);
        await expect(waiting).resolves.toMatchObject({ kind: 'mined', receipt: { status: 0 } });
      });

      it('stops polling when aborted, rejecting with the reason', async () => {
        const { fake, wallet, hash } = await sent(Infinity);
        const controller = new AbortController();
        const outcome = wallet.bridge.waitForReceipt(hash, controller.signal).catch((reason: unknown) => reason);
        await nextPoll();
        await nextPoll();
        expect(receiptPolls(fake)).toBe(3);
        controller.abort(new Error('page left'));
        await expect(outcome).resolves.toEqual(new Error('page left'));
        await vi.advanceTimersByTimeAsync(10_000);
        expect(receiptPolls(fake)).toBe(3);
      });

      it('fails after 600 tries', async () => {
        const { fake, wallet, hash } = await sent(Infinity);
        let outcome: unknown = 'pending';
        void wallet.bridge.waitForReceipt(hash).catch((reason: unknown) => (outcome = reason));
        await vi.advanceTimersByTimeAsync(598 * 1000);
        expect(outcome).toBe('pending');
        await vi.advanceTimersByTimeAsync(100 * 1000);
        expect(outcome).toBeInstanceOf(WalletError);
        expect(outcome).toMatchObject({ kind: 'failed' });
        expect(receiptPolls(fake)).toBe(600);
      });

      it('goes on polling after a failed poll, but stops when the wallet disconnects', async () => {
        const { fake, wallet, hash } = await sent(1);
        fake.rejectNext(-32603, 'Internal JSON-RPC error.', 'eth_getTransactionReceipt');
        const waiting = wallet.bridge.waitForReceipt(hash);
        await nextPoll();
        await nextPoll();
        await expect(waiting).resolves.toMatchObject({ kind: 'mined', receipt: { status: 1 } });
        expect(receiptPolls(fake)).toBe(3);

        fake.rejectNext(4900, 'Disconnected', 'eth_getTransactionReceipt');
        const disconnected = wallet.bridge.waitForReceipt(hash).catch((reason: unknown) => reason);
        await vi.advanceTimersByTimeAsync(SLACK_MS);
        await expect(disconnected).resolves.toMatchObject({ kind: 'disconnected', rpcCode: 4900 });
        expect(receiptPolls(fake)).toBe(4);
      });
    });
  });
});
