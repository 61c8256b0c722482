// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discoverWallets, INJECTED_OPTION, type DiscoveredWallet } from '../../../src/wallet/browser/discovery';
import { installFakeWallet } from '../../fakes/fakeWallet';

const METAMASK = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'MetaMask', rdns: 'io.metamask' };
const RABBY = {
  uuid: '6b3a5f39-0c55-4d0b-8e3e-1f6b3c2f4a11',
  name: 'Rabby',
  rdns: 'io.rabby',
  icon: 'data:image/png;base64,AAAA',
};
const ACCOUNT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const provider = () => ({ request: vi.fn(async () => null) });

function announce(detail: unknown) {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

/** Starts discovery and records every list it reports. */
function discover() {
  const reports: DiscoveredWallet[][] = [];
  const stop = discoverWallets(window, (wallets) => reports.push(wallets));
  const latest = () => reports.at(-1) ?? [];
  return { reports, stop, latest, options: () => latest().map((wallet) => wallet.option) };
}

describe('EIP-6963 discovery', () => {
  let stops: Array<() => void> = [];
  const started = () => {
    const discovery = discover();
    stops.push(discovery.stop);
    return discovery;
  };

  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    window.__fakeWallet?.uninstall();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('reports no wallet, at once, when none is installed', () => {
    const { reports } = started();
    expect(reports).toEqual([[]]);
  });

  it('asks installed wallets to announce and reports them in the first list', () => {
    installFakeWallet({ wallets: [METAMASK, RABBY], accounts: [ACCOUNT], chainId: 1 });
    const { reports, options } = started();
    expect(reports).toHaveLength(1);
    expect(options()).toEqual([
      { id: METAMASK.rdns, name: 'MetaMask', icon: expect.stringMatching(/^data:image\/svg\+xml,/) },
      { id: RABBY.rdns, name: 'Rabby', icon: RABBY.icon },
    ]);
    expect(typeof reports[0]![0]!.provider.request).toBe('function');
  });

  it('reports a wallet that announces itself later', () => {
    const { reports, options } = started();
    installFakeWallet({ wallets: [METAMASK], accounts: [ACCOUNT], chainId: 1 });
    expect(reports).toHaveLength(2);
    expect(options().map((option) => option.id)).toEqual([METAMASK.rdns]);
  });

  it('replaces a wallet announced again under the same rdns (even with a new uuid), and ignores an unchanged one', () => {
    const first = provider();
    const second = provider();
    const { reports, latest } = started();
    announce({ info: { ...METAMASK, icon: null }, provider: first });
    announce({ info: { ...METAMASK, icon: null }, provider: first });
    expect(reports).toHaveLength(2);
    // EIP-6963: a uuid names a provider for one page load; the rdns names the wallet.
    announce({ info: { ...METAMASK, uuid: 'a-new-uuid', name: 'MetaMask Flask' }, provider: second });
    expect(reports).toHaveLength(3);
    expect(latest()).toHaveLength(1);
    expect(latest()[0]).toEqual({
      option: { id: METAMASK.rdns, name: 'MetaMask Flask', icon: null },
      provider: second,
      injected: false,
    });
  });

  it.each([
    ['no detail', undefined],
    ['no info', { provider: provider() }],
    ['no uuid', { info: { name: 'X', rdns: 'x.y' }, provider: provider() }],
    ['an empty name', { info: { uuid: 'u-1', name: '  ', rdns: 'x.y' }, provider: provider() }],
    ['a rdns that is not a string', { info: { uuid: 'u-1', name: 'X', rdns: 42 }, provider: provider() }],
    ['an overlong uuid', { info: { uuid: 'u'.repeat(257), name: 'X', rdns: 'x.y' }, provider: provider() }],
    ['the reserved id', { info: { uuid: 'u-1', name: 'X', rdns: 'injected' }, provider: provider() }],
    ['no provider', { info: { uuid: 'u-1', name: 'X', rdns: 'x.y' } }],
    ['a provider without request', { info: { uuid: 'u-1', name: 'X', rdns: 'x.y' }, provider: { request: 'no' } }],
  ])('ignores an announcement with %s', (_, detail) => {
    const { reports } = started();
    announce(detail);
    expect(reports).toEqual([[]]);
    expect(console.warn).toHaveBeenCalledWith('[wallet] ignored a malformed EIP-6963 announcement');
  });

  it.each([
    ['an https address', 'https://evil.example/icon.png'],
    ['a data URI that is not an image', 'data:text/html,<script>alert(1)</script>'],
    ['a number', 7],
    ['an enormous data URI', `data:image/png;base64,${'A'.repeat(200_000)}`],
  ])('keeps a wallet whose icon is %s, without the icon', (_, icon) => {
    const { options } = started();
    announce({ info: { ...METAMASK, icon }, provider: provider() });
    expect(options()).toEqual([{ id: METAMASK.rdns, name: 'MetaMask', icon: null }]);
  });

  it('offers window.ethereum when no announced wallet is that provider', () => {
    installFakeWallet({ wallets: [], accounts: [ACCOUNT], chainId: 1, alsoWindowEthereum: true });
    const { latest } = started();
    expect(latest()).toEqual([
      { option: INJECTED_OPTION, provider: (window as { ethereum?: unknown }).ethereum, injected: true },
    ]);
    expect(INJECTED_OPTION).toEqual({ id: 'injected', name: 'Browser wallet', icon: null });
  });

  it('does not offer window.ethereum twice when an announced wallet is that provider', () => {
    installFakeWallet({ wallets: [METAMASK, RABBY], accounts: [ACCOUNT], chainId: 1, alsoWindowEthereum: true });
    const { options, latest } = started();
    expect(options().map((option) => option.id)).toEqual([METAMASK.rdns, RABBY.rdns]);
    expect(latest().map((wallet) => wallet.injected)).toEqual([true, false]);
  });

  it('offers window.ethereum only when it has a request function', () => {
    (window as { ethereum?: unknown }).ethereum = { isMetaMask: true };
    expect(started().options()).toEqual([]);
  });

  it('stops listening for announcements once stopped', () => {
    const { reports, stop } = discover();
    stop();
    installFakeWallet({ wallets: [METAMASK], accounts: [ACCOUNT], chainId: 1 });
    announce({ info: RABBY, provider: provider() });
    expect(reports).toEqual([[]]);
  });
});
