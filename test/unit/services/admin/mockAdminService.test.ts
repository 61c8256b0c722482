import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UINT256, WEI_PER_ETH } from '../../../../src/domain/admin/ethAmount';
import { sleep } from '../../../../src/domain/sleep';
import { MOCK_ADMIN_STORAGE_KEY } from '../../../../src/services/admin/mock/mockAdminStore';
import { memoryStorage } from '../mock/mockHarness';
import { ACCOUNT_A, ACCOUNT_B, adminServiceFor, DAY_MS, expectRefusal, SERVICE, START, STRANGER } from './adminHarness';

const ETH = WEI_PER_ETH;

afterEach(() => {
  vi.useRealTimers();
});

describe('the mock admin defaults', () => {
  it('give the sale 0.5 ETH and every unminted plot', async () => {
    const { service } = adminServiceFor();
    expect(await service.fetchAdminDetails({ caller: SERVICE })).toEqual({
      sale: 'Plot sale',
      saleInitted: true,
      balance: ETH / 2n,
      nfts: 500,
    });
  });

  it('give each mock account its balance and name, unlinked', async () => {
    const { service } = adminServiceFor();
    const details = (caller: string) => service.fetchUserDetails({ caller });
    expect(await details(SERVICE)).toEqual({ linked: false, balance: 2n * ETH, nfts: 0, packs: 0, name: 'Service' });
    expect(await details(ACCOUNT_A)).toEqual({ linked: false, balance: ETH, nfts: 0, packs: 0, name: 'Account A' });
    expect(await details(ACCOUNT_B.toUpperCase().replace('0X', '0x'))).toEqual({
      linked: false,
      balance: ETH / 4n,
      nfts: 0,
      packs: 0,
      name: 'Account B',
    });
  });

  it('know nothing of any other address', async () => {
    const { service } = adminServiceFor();
    const unknown = { linked: false, balance: 0n, nfts: 0, packs: 0, name: '' };
    for (const caller of [STRANGER, '', 'constructor', '__proto__']) {
      expect(await service.fetchUserDetails({ caller })).toEqual(unknown);
      expect(await service.fetchUserPlots({ caller })).toEqual({ eligiblePlots: -1, maxPlots: -1, plotIds: [] });
    }
  });

  it('let the service account mint 10 plots, Account A 3 and Account B none', async () => {
    const { service } = adminServiceFor();
    expect(await service.fetchUserPlots({ caller: SERVICE })).toEqual({ eligiblePlots: 10, maxPlots: 10, plotIds: [] });
    expect(await service.fetchUserPlots({ caller: ACCOUNT_A })).toEqual({ eligiblePlots: 3, maxPlots: 3, plotIds: [] });
    expect(await service.fetchUserPlots({ caller: ACCOUNT_B })).toEqual({ eligiblePlots: 0, maxPlots: 0, plotIds: [] });
  });

  it('open a plot sale of 500 at 6000 wei for 7 days from the first read', async () => {
    const { service } = adminServiceFor();
    expect(await service.fetchPlotSale()).toEqual({
      id: 'plots',
      active: true,
      presale: true,
      starttime: '2026-06-15T12:00:00.000Z',
      endtime: '2026-06-22T12:00:00.000Z',
      maxPLOTs: 500,
      mintedPLOTs: 0,
      remainingSupply: 500,
      maxQuantity: 10,
      price: 6000n,
      priceEth: 6000n,
      volume: 0n,
      chainId: 5,
    });
  });

  it.each([
    [-1, null],
    [999999, null],
    [1, 1],
  ])('report chain id %d as %s', async (chainId, expected) => {
    const { service } = adminServiceFor({ chainId });
    expect((await service.fetchPlotSale()).chainId).toBe(expected);
  });
});

describe('the Service permission', () => {
  const callers = [ACCOUNT_A, ACCOUNT_B, STRANGER, ''];

  it.each(callers)('refuses %j every admin call with "Unauthorized." and changes nothing', async (caller) => {
    const { service, stored } = adminServiceFor();
    await service.fetchPlotSale();
    await expectRefusal(stored, () => service.fetchAdminDetails({ caller }), 'Unauthorized.');
    await expectRefusal(stored, () => service.linkWallet({ caller }), 'Unauthorized.');
    await expectRefusal(stored, () => service.transfer({ caller, direction: 'deposit', amount: 1n }), 'Unauthorized.');
    await expectRefusal(
      stored,
      () => service.setEligible({ caller, address: caller || ACCOUNT_A, eligible: 50 }),
      'Unauthorized.',
    );
    await expectRefusal(stored, () => service.setRemainingSupply({ caller, remaining: 1 }), 'Unauthorized.');
  });

  it('is the service account, whatever the case of its address', async () => {
    const { service } = adminServiceFor();
    const caller = SERVICE.toUpperCase().replace('0X', '0x');
    expect((await service.fetchAdminDetails({ caller })).sale).toBe('Plot sale');
    expect(await service.linkWallet({ caller })).toMatchObject({ linked: true, name: 'Service' });
  });
});

describe('mock deposits and withdrawals', () => {
  it('refuse an unlinked wallet, with nothing changed', async () => {
    const { service, stored } = adminServiceFor();
    await service.fetchPlotSale();
    await expectRefusal(
      stored,
      () => service.transfer({ caller: SERVICE, direction: 'deposit', amount: 1n }),
      'Not linked',
    );
    await expectRefusal(
      stored,
      () => service.transfer({ caller: SERVICE, direction: 'withdraw', amount: 1n }),
      'Not linked',
    );
  });

  describe('once linked', () => {
    let harness: ReturnType<typeof adminServiceFor>;
    beforeEach(async () => {
      harness = adminServiceFor();
      await harness.service.linkWallet({ caller: SERVICE });
    });

    it.each([
      ['deposit', 0n, 'Cannot deposit zero or less'],
      ['deposit', -1n, 'Cannot deposit zero or less'],
      ['withdraw', 0n, 'Cannot withdraw zero or less'],
      ['withdraw', -ETH, 'Cannot withdraw zero or less'],
      // The wallet holds 2 ETH, the sale 0.5 ETH.
      ['deposit', 2n * ETH + 1n, 'Cannot deposit more than available balance'],
      ['withdraw', ETH / 2n + 1n, 'Cannot withdraw more than available balance'],
    ] as const)('refuse a %s of %s wei: %j, with nothing changed', async (direction, amount, message) => {
      const { service, stored } = harness;
      await expectRefusal(stored, () => service.transfer({ caller: SERVICE, direction, amount }), message);
    });

    it('move a deposit from the wallet to the sale, and a withdrawal back', async () => {
      const { service, stored } = harness;
      expect(await service.transfer({ caller: SERVICE, direction: 'deposit', amount: 2n * ETH })).toEqual({
        admin: { sale: 'Plot sale', saleInitted: true, balance: 2n * ETH + ETH / 2n, nfts: 500 },
        user: { linked: true, balance: 0n, nfts: 0, packs: 0, name: 'Service' },
      });
      const { admin, user } = await service.transfer({ caller: SERVICE, direction: 'withdraw', amount: ETH + 1n });
      expect(admin.balance).toBe(ETH + ETH / 2n - 1n);
      expect(user.balance).toBe(ETH + 1n);
      expect(JSON.parse(stored() ?? '').admin.balance).toBe('1499999999999999999');
      expect((await service.fetchAdminDetails({ caller: SERVICE })).balance).toBe(ETH + ETH / 2n - 1n);
    });
  });
});

describe('the mock plot mint', () => {
  it('takes the next ids of the pool: eligible goes down, the minted amount up', async () => {
    const { service } = adminServiceFor();
    const first = await service.mintPlots({ caller: ACCOUNT_A, quantity: 2 });
    expect(first.mintedIds).toEqual([1, 2]);
    expect(first.plots).toEqual({ eligiblePlots: 1, maxPlots: 3, plotIds: [1, 2] });
    expect(first.sale).toMatchObject({ mintedPLOTs: 2, remainingSupply: 498, maxPLOTs: 500, volume: 12000n });

    const second = await service.mintPlots({ caller: SERVICE, quantity: 3 });
    expect(second.mintedIds).toEqual([3, 4, 5]);
    expect(second.plots).toEqual({ eligiblePlots: 7, maxPlots: 10, plotIds: [3, 4, 5] });
    expect(second.sale).toMatchObject({ mintedPLOTs: 5, remainingSupply: 495, volume: 30000n });

    expect((await service.fetchUserDetails({ caller: ACCOUNT_A })).nfts).toBe(2);
    expect((await service.fetchAdminDetails({ caller: SERVICE })).nfts).toBe(495);
  });

  it('lets an account mint all it is eligible for', async () => {
    const { service } = adminServiceFor();
    await service.mintPlots({ caller: ACCOUNT_A, quantity: 3 });
    expect(await service.fetchUserPlots({ caller: ACCOUNT_A })).toEqual({
      eligiblePlots: 0,
      maxPlots: 3,
      plotIds: [1, 2, 3],
    });
  });

  it.each([
    ['', 1, 'Log in to use the plot sale.'],
    [ACCOUNT_A, 0, 'Cannot mint 0 or less plots'],
    [ACCOUNT_A, -1, 'Cannot mint 0 or less plots'],
    [ACCOUNT_A, 4, 'Cannot mint more than eligible plots (4 of 3)'],
    [ACCOUNT_B, 1, 'Cannot mint more than eligible plots (1 of 0)'],
    [STRANGER, 1, 'Cannot mint more than eligible plots (1 of 0)'],
    [ACCOUNT_A, 1.5, 'Enter a whole number, such as 2.'],
    [ACCOUNT_A, Number.NaN, 'Enter a whole number, such as 2.'],
  ])('refuses %j minting %d: %j, with nothing changed', async (caller, quantity, message) => {
    const { service, stored } = adminServiceFor();
    await service.fetchPlotSale();
    await expectRefusal(stored, () => service.mintPlots({ caller, quantity }), message);
  });

  it('refuses past the remaining supply, and on an inactive sale', async () => {
    let now = START;
    const { service, stored } = adminServiceFor({ now: () => now });
    await service.setRemainingSupply({ caller: SERVICE, remaining: 2 });
    await expectRefusal(
      stored,
      () => service.mintPlots({ caller: SERVICE, quantity: 3 }),
      'Cannot mint more than remaining plots (3 of 2)',
    );
    now = new Date(START.getTime() + 7 * DAY_MS);
    await expectRefusal(
      stored,
      () => service.mintPlots({ caller: SERVICE, quantity: 1 }),
      'The plot sale is not active.',
    );
  });
});

describe('the mock plot settings', () => {
  it.each([
    [() => ({ address: ACCOUNT_B, eligible: -1 }), 'Cannot set negative eligible'],
    [() => ({ address: ACCOUNT_B, eligible: 0.5 }), 'Enter a whole number, such as 2.'],
    [() => ({ address: 'not an address', eligible: 1 }), 'Enter a wallet address: 0x and 40 hexadecimal digits.'],
    [() => ({ address: '__proto__', eligible: 1 }), 'Enter a wallet address: 0x and 40 hexadecimal digits.'],
  ])('refuse eligible settings that are not allowed (%#), with nothing changed', async (request, message) => {
    const { service, stored } = adminServiceFor();
    await service.fetchPlotSale();
    await expectRefusal(stored, () => service.setEligible({ caller: SERVICE, ...request() }), message);
  });

  it('set eligible: the maximum becomes what the account holds plus that', async () => {
    const { service } = adminServiceFor();
    await service.mintPlots({ caller: ACCOUNT_A, quantity: 2 });
    await service.setEligible({ caller: SERVICE, address: ACCOUNT_A, eligible: 4 });
    expect(await service.fetchUserPlots({ caller: ACCOUNT_A })).toEqual({
      eligiblePlots: 4,
      maxPlots: 6,
      plotIds: [1, 2],
    });
    await service.setEligible({ caller: SERVICE, address: ACCOUNT_A, eligible: 0 });
    expect(await service.fetchUserPlots({ caller: ACCOUNT_A })).toEqual({
      eligiblePlots: 0,
      maxPlots: 2,
      plotIds: [1, 2],
    });
  });

  it("add an unknown address, lowercase, and answer with the sale and the caller's plots", async () => {
    const { service, stored } = adminServiceFor();
    const view = await service.setEligible({
      caller: SERVICE,
      address: STRANGER.toUpperCase().replace('0X', '0x'),
      eligible: 2,
    });
    expect(view.plots).toEqual({ eligiblePlots: 10, maxPlots: 10, plotIds: [] });
    expect(view.sale.remainingSupply).toBe(500);
    expect(JSON.parse(stored() ?? '').plots.accountData[STRANGER]).toEqual({ eligible: 2, max: 2, plots: [] });
    expect((await service.mintPlots({ caller: STRANGER, quantity: 2 })).mintedIds).toEqual([1, 2]);
  });

  it('refuse a negative supply, with nothing changed', async () => {
    const { service, stored } = adminServiceFor();
    await service.fetchPlotSale();
    await expectRefusal(
      stored,
      () => service.setRemainingSupply({ caller: SERVICE, remaining: -1 }),
      'Cannot set negative supply',
    );
    await expectRefusal(
      stored,
      () => service.setRemainingSupply({ caller: SERVICE, remaining: 2.5 }),
      'Enter a whole number, such as 2.',
    );
    // The mock stores every id: past its limit the pool would outgrow session storage.
    await expectRefusal(
      stored,
      () => service.setRemainingSupply({ caller: SERVICE, remaining: 10_001 }),
      'Cannot set supply above 10000',
    );
  });

  it('set the remaining supply: the maximum becomes minted plus that', async () => {
    const { service, stored } = adminServiceFor();
    await service.mintPlots({ caller: ACCOUNT_A, quantity: 2 });
    const cut = await service.setRemainingSupply({ caller: SERVICE, remaining: 3 });
    expect(cut.sale).toMatchObject({ maxPLOTs: 5, mintedPLOTs: 2, remainingSupply: 3 });
    expect(cut.plots).toEqual({ eligiblePlots: 10, maxPlots: 10, plotIds: [] });
    expect(JSON.parse(stored() ?? '').plots.plotIdPool).toEqual([3, 4, 5]);

    const none = await service.setRemainingSupply({ caller: SERVICE, remaining: 0 });
    expect(none.sale).toMatchObject({ maxPLOTs: 2, remainingSupply: 0 });
    expect((await service.fetchAdminDetails({ caller: SERVICE })).nfts).toBe(0);
  });

  it('grow the pool with ids above any used before, so none is minted twice', async () => {
    const { service, stored } = adminServiceFor();
    await service.setRemainingSupply({ caller: SERVICE, remaining: 2 });
    await service.setRemainingSupply({ caller: SERVICE, remaining: 4 });
    expect(JSON.parse(stored() ?? '').plots.plotIdPool).toEqual([1, 2, 501, 502]);
    expect((await service.mintPlots({ caller: SERVICE, quantity: 4 })).mintedIds).toEqual([1, 2, 501, 502]);
    await service.setRemainingSupply({ caller: SERVICE, remaining: 1 });
    expect((await service.mintPlots({ caller: SERVICE, quantity: 1 })).mintedIds).toEqual([503]);
  });
});

describe('the mock sale window', () => {
  const at = (ms: number) => new Date(START.getTime() + ms);

  it('is active for 7 days from the mint date, in presale for the first 3', async () => {
    let now = START;
    const { service } = adminServiceFor({ now: () => now });
    const saleAt = async (time: Date) => {
      now = time;
      return service.fetchPlotSale();
    };
    expect(await saleAt(START)).toMatchObject({ active: true, presale: true, priceEth: 6000n });
    expect(await saleAt(at(3 * DAY_MS - 1))).toMatchObject({ active: true, presale: true });
    expect(await saleAt(at(3 * DAY_MS))).toMatchObject({ active: true, presale: false });
    expect(await saleAt(at(7 * DAY_MS - 1))).toMatchObject({ active: true, presale: false, priceEth: 6000n });
    expect(await saleAt(at(7 * DAY_MS))).toMatchObject({ active: false, presale: false, priceEth: MAX_UINT256 });
    // Before its start (a clock set back), the sale is not active either.
    expect(await saleAt(at(-1))).toMatchObject({ active: false, presale: true, priceEth: MAX_UINT256 });
  });
});

describe('the mock delays', () => {
  const settledAfter = async (promise: Promise<unknown>, ms: number) => {
    const settled = vi.fn();
    promise.then(settled, settled);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  };

  it('answer every call after the configured delay', async () => {
    vi.useFakeTimers();
    const { service } = adminServiceFor({ wait: sleep, delayMs: 750 });
    await settledAfter(service.fetchPlotSale(), 750);
    await settledAfter(service.fetchUserDetails({ caller: ACCOUNT_A }), 750);
    await settledAfter(service.fetchAdminDetails({ caller: ACCOUNT_A }), 750);
    await settledAfter(service.setRemainingSupply({ caller: SERVICE, remaining: 10 }), 750);
    await settledAfter(service.mintPlots({ caller: ACCOUNT_A, quantity: 0 }), 750);
  });

  it('take twice the delay per plot to mint', async () => {
    vi.useFakeTimers();
    const { service } = adminServiceFor({ wait: sleep, delayMs: 500 });
    await settledAfter(service.mintPlots({ caller: ACCOUNT_A, quantity: 1 }), 1000);
    await settledAfter(service.mintPlots({ caller: ACCOUNT_A, quantity: 2 }), 2000);
  });

  it('reject with the reason on abort, and change nothing', async () => {
    vi.useFakeTimers();
    const { service, stored } = adminServiceFor({ wait: sleep, delayMs: 500 });
    await settledAfter(service.fetchPlotSale(), 500);
    const before = stored();
    const controller = new AbortController();
    const minting = service.mintPlots({ caller: ACCOUNT_A, quantity: 3 }, controller.signal);
    const outcome = minting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2999);
    const reason = new DOMException('stopped', 'AbortError');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stored()).toBe(before);
  });

  it('refuse an aborted call even when the wait ignores the signal', async () => {
    const { service, stored } = adminServiceFor();
    await service.fetchPlotSale();
    const before = stored();
    const signal = AbortSignal.abort(new Error('gone'));
    await expect(service.mintPlots({ caller: ACCOUNT_A, quantity: 1 }, signal)).rejects.toThrow('gone');
    await expect(service.fetchUserPlots({ caller: ACCOUNT_A }, signal)).rejects.toThrow('gone');
    expect(stored()).toBe(before);
  });
});

describe('the mock admin storage', () => {
  it('keeps the changes of this page when the storage drops every write (blocked or full)', async () => {
    // What the app's safe storage does where storage is blocked: reads find nothing, writes vanish.
    const dropping = { getItem: () => null, setItem: () => {} } as unknown as Storage;
    const later = new Date(START.getTime() + DAY_MS);
    let now = START;
    const { service } = adminServiceFor({ storage: dropping, now: () => now });
    await service.linkWallet({ caller: SERVICE });
    now = later;
    const after = await service.transfer({ caller: SERVICE, direction: 'deposit', amount: ETH });
    expect(after.user).toMatchObject({ linked: true, balance: ETH });
    // The sale started at the first read and stays there.
    expect((await service.fetchPlotSale()).starttime).toBe(START.toISOString());
  });

  it('is shared by two services on one storage, with the sale start of the first read', async () => {
    const storage = memoryStorage();
    const first = adminServiceFor({ storage }).service;
    await first.linkWallet({ caller: SERVICE });
    await first.transfer({ caller: SERVICE, direction: 'deposit', amount: ETH });
    await first.mintPlots({ caller: ACCOUNT_A, quantity: 2 });

    const later = adminServiceFor({ storage, now: () => new Date(START.getTime() + DAY_MS) }).service;
    expect(await later.fetchUserDetails({ caller: SERVICE })).toMatchObject({ linked: true, balance: ETH });
    expect((await later.fetchAdminDetails({ caller: SERVICE })).balance).toBe(ETH + ETH / 2n);
    expect(await later.fetchUserPlots({ caller: ACCOUNT_A })).toEqual({
      eligiblePlots: 1,
      maxPlots: 3,
      plotIds: [1, 2],
    });
    expect(await later.fetchPlotSale()).toMatchObject({
      starttime: START.toISOString(),
      presale: true,
      mintedPLOTs: 2,
    });
  });

  it('keeps wei beyond 2^53 exactly', async () => {
    const { service, storage, stored } = adminServiceFor();
    await service.fetchPlotSale();
    const state = JSON.parse(stored() ?? '');
    state.admin.balance = '1000000000000000001';
    storage.setItem(MOCK_ADMIN_STORAGE_KEY, JSON.stringify(state));
    expect((await service.fetchAdminDetails({ caller: SERVICE })).balance).toBe(ETH + 1n);
  });

  type Stored = {
    admin: Record<string, unknown>;
    users: Record<string, Record<string, unknown>>;
    plots: Record<string, unknown> & { accountData: Record<string, Record<string, unknown>>; plotIdPool: number[] };
  };
  const a = ACCOUNT_A.toLowerCase();

  it.each<[string, (state: Stored) => unknown]>([
    ['a wei amount as a number', (s) => (s.admin.balance = 500000000000000000)],
    ['a negative balance', (s) => (s.users[a] = { ...s.users[a], balance: '-1' })],
    ['a wei amount with a point', (s) => (s.admin.balance = '0.5')],
    ['a wei amount in hexadecimal', (s) => (s.admin.balance = '0x10')],
    ['a wei amount with an exponent', (s) => (s.plots.plotPrice = '6e3')],
    ['an empty wei amount', (s) => (s.plots.plotPrice = '')],
    ['a negative count', (s) => (s.plots.accountData[a] = { ...s.plots.accountData[a], eligible: -1 })],
    ['a fractional count', (s) => (s.plots.mintedAmount = 0.5)],
    ['a plot id of 0', (s) => (s.plots.plotIdPool[0] = 0)],
    ['an uppercase address', (s) => (s.users[a.toUpperCase()] = { linked: false, balance: '1', packs: 0 })],
    ['a pool shorter than the supply', (s) => s.plots.plotIdPool.pop()],
    ['a held id above the highest', (s) => (s.plots.accountData[a] = { eligible: 0, max: 1, plots: [9999] })],
    ['a date that is not one', (s) => (s.plots.mintDateISO = 'yesterday')],
    ['a missing part', (s) => delete (s as Partial<Stored>).plots],
    ['a string for a flag', (s) => (s.admin.saleInitted = 'yes')],
  ])('drops a stored state with %s, warns, and starts from the defaults', async (_, corrupt) => {
    const storage = memoryStorage();
    const { service, stored } = adminServiceFor({ storage });
    await service.linkWallet({ caller: SERVICE });
    await service.transfer({ caller: SERVICE, direction: 'deposit', amount: ETH });
    const state = JSON.parse(stored() ?? '') as Stored;
    corrupt(state);
    storage.setItem(MOCK_ADMIN_STORAGE_KEY, JSON.stringify(state));
    await expectDefaultsAfterWarning(storage);
  });

  it.each(['{oops', '', 'null', '[]', '"text"', '{"__proto__":{"polluted":true}}'])(
    'drops stored text %j, warns, and starts from the defaults',
    async (text) => {
      const storage = memoryStorage();
      storage.setItem(MOCK_ADMIN_STORAGE_KEY, text);
      await expectDefaultsAfterWarning(storage);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  async function expectDefaultsAfterWarning(storage: Storage) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const later = new Date(START.getTime() + DAY_MS);
    const { service } = adminServiceFor({ storage, now: () => later });
    expect(await service.fetchUserDetails({ caller: SERVICE })).toMatchObject({ linked: false, balance: 2n * ETH });
    expect(warn).toHaveBeenCalledExactlyOnceWith('[mock] stored admin state is malformed; starting afresh');
    // The defaults are saved: the next read neither warns again nor moves the sale's start.
    expect((await service.fetchAdminDetails({ caller: SERVICE })).balance).toBe(ETH / 2n);
    expect((await service.fetchPlotSale()).starttime).toBe(later.toISOString());
    expect(warn).toHaveBeenCalledOnce();
  }
});
