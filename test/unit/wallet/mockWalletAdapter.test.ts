import { describe, expect, it, vi } from 'vitest';
import { WalletError } from '../../../src/domain/errors';
import { MOCK_ACCOUNTS, MOCK_HELD_COLLECTIONS } from '../../../src/services/mock/mockAccounts';
import { MOCK_CHAIN_ID } from '../../../src/wallet/chains';
import { MOCK_HOLDINGS_KEY } from '../../../src/wallet/mock/mockHoldings';
import { createMockWalletAdapter, MOCK_SESSION_KEY } from '../../../src/wallet/mock/mockWalletAdapter';
import type { WalletEvent } from '../../../src/wallet/wallet.types';
import { memoryStorage } from '../services/mock/mockHarness';

const noDelay = async () => {};
const signal = new AbortController().signal;
const [service, accountA] = MOCK_ACCOUNTS;

function adapter(storage = memoryStorage(), random = () => 0.5) {
  return { wallet: createMockWalletAdapter({ storage, delay: noDelay, random }), storage };
}

describe('mock wallet', () => {
  it('offers the three mock accounts as login options, at once', () => {
    const events: WalletEvent[] = [];
    adapter().wallet.watch((event) => events.push(event));
    expect(events).toEqual([
      {
        type: 'wallet.optionsChanged',
        options: MOCK_ACCOUNTS.map((account) => ({ id: account.address, name: account.name, icon: null })),
      },
    ]);
  });

  it('logs in a chosen account on its own chain and restores it after a reload', async () => {
    const { wallet, storage } = adapter();
    const session = await wallet.connect(accountA!.address, signal);
    expect(session).toEqual({
      optionId: accountA!.address,
      address: accountA!.address,
      chainId: MOCK_CHAIN_ID,
      name: 'Account A',
    });
    const reloaded = createMockWalletAdapter({ storage, delay: noDelay });
    await expect(reloaded.restore(signal)).resolves.toEqual(session);
    await reloaded.disconnect();
    await expect(reloaded.restore(signal)).resolves.toBeNull();
  });

  it('refuses an unknown account', async () => {
    await expect(adapter().wallet.connect('0xnobody', signal)).rejects.toEqual(new WalletError('noWallet'));
  });

  it('forgets a malformed or foreign stored login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const stored of ['{"address":', '{"address":"0x0000000000000000000000000000000000000bad"}', '[]']) {
      const storage = memoryStorage();
      storage.setItem(MOCK_SESSION_KEY, stored);
      await expect(adapter(storage).wallet.restore(signal)).resolves.toBeNull();
      expect(storage.getItem(MOCK_SESSION_KEY)).toBeNull();
    }
  });

  it('holds 1 to 4 tokens of every collection, drawn once and kept', async () => {
    const { wallet, storage } = adapter(memoryStorage(), () => 0.99);
    const first = await wallet.holdings(accountA!.address, signal);
    expect(Object.keys(first.nfts)).toEqual(MOCK_HELD_COLLECTIONS);
    for (const held of Object.values(first.nfts)) expect(held).toHaveLength(4);
    const again = await createMockWalletAdapter({ storage, delay: noDelay, random: () => 0 }).holdings(
      accountA!.address,
      signal,
    );
    expect(again.nfts).toEqual(first.nfts);
    expect(first.founder).toBe(true);
    expect(first.storyNFTEditor).toBe(false);
    expect((await wallet.holdings(service!.address, signal)).storyNFTEditor).toBe(true);
  });

  it('draws at least one token, and draws again over malformed stored holdings', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(MOCK_HOLDINGS_KEY, '{"x": 1}');
    const { nfts } = await adapter(storage, () => 0).wallet.holdings(accountA!.address, signal);
    for (const held of Object.values(nfts)) expect(held).toEqual([{ id: '0', qty: 1 }]);
  });

  it('sends no transaction: mock mints go through the approval modal', async () => {
    await expect(adapter().wallet.bridge.sendTransaction({ to: '0x1', value: 0n })).rejects.toEqual(
      new WalletError('unsupported'),
    );
  });
});
