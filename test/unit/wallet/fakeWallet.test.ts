// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeWallet, type FakeWalletOptions } from '../../fakes/fakeWallet';

const WALLET = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'MetaMask', rdns: 'io.metamask' };
const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OPTIONS: FakeWalletOptions = { wallets: [], accounts: [ALICE], chainId: 1, alsoWindowEthereum: true };

interface Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}
const injected = () => (window as unknown as { ethereum: Provider }).ethereum;

describe('the fake wallet', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    window.__fakeWallet?.uninstall();
  });

  it('is self-contained, as Playwright needs: it works when rebuilt from its source text alone', async () => {
    const rebuilt = new Function(`return (${installFakeWallet.toString()})`)() as typeof installFakeWallet;
    const announced: unknown[] = [];
    const onAnnounce = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    rebuilt({ ...OPTIONS, wallets: [WALLET] });
    window.removeEventListener('eip6963:announceProvider', onAnnounce);
    const { uuid, ...stable } = WALLET;
    expect(announced).toEqual([
      // A uuid of its own for this page load, as real wallets announce (EIP-6963).
      {
        info: expect.objectContaining({ ...stable, uuid: expect.stringMatching(new RegExp(`^${uuid}\\.`)) }),
        provider: injected(),
      },
    ]);
    await expect(injected().request({ method: 'eth_chainId' })).resolves.toBe('0x1');
  });

  it('announces a new uuid on every page load, under the same rdns', () => {
    const uuids: string[] = [];
    const onAnnounce = (event: Event) => uuids.push((event as CustomEvent).detail.info.uuid);
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    installFakeWallet({ ...OPTIONS, wallets: [WALLET] });
    window.__fakeWallet!.uninstall();
    installFakeWallet({ ...OPTIONS, wallets: [WALLET] });
    window.removeEventListener('eip6963:announceProvider', onAnnounce);
    expect(uuids).toHaveLength(2);
    expect(uuids[0]).not.toBe(uuids[1]);
  });

  it('shares accounts once connected, and still after a reload (a new install)', async () => {
    installFakeWallet(OPTIONS);
    await expect(injected().request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(injected().request({ method: 'eth_requestAccounts' })).resolves.toEqual([ALICE]);
    window.__fakeWallet!.uninstall();
    installFakeWallet(OPTIONS);
    await expect(injected().request({ method: 'eth_accounts' })).resolves.toEqual([ALICE]);
    expect(window.__fakeWallet!.requests).toEqual([{ wallet: 'legacy', method: 'eth_accounts', params: null }]);
  });

  it('holds a request until released, and rejects the next one of a method when told', async () => {
    installFakeWallet(OPTIONS);
    const fake = window.__fakeWallet!;
    fake.holdNext();
    fake.rejectNext(4001, 'User rejected the request.', 'eth_requestAccounts');
    let answered = false;
    const held = injected()
      .request({ method: 'eth_chainId' })
      .then(() => (answered = true));
    await expect(injected().request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    expect(answered).toBe(false);
    expect(fake.heldCount).toBe(1);
    fake.releaseHeld();
    await held;
    expect(answered).toBe(true);
  });

  it('refuses to send for a site it is not connected to, and methods it does not know', async () => {
    installFakeWallet(OPTIONS);
    await expect(
      injected().request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: ALICE }] }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(injected().request({ method: 'eth_signTypedData_v4' })).rejects.toMatchObject({ code: 4200 });
  });
});
