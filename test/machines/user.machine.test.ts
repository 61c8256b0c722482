import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  selectAccess,
  selectAccountName,
  selectAddress,
  selectCaSafe,
  selectChainId,
  selectConnecting,
  selectExpectedChainId,
  selectHasWallet,
  selectHoldings,
  selectHoldingsStatus,
  selectIsAdmin,
  selectIsServiceAccount,
  selectLoginBusy,
  selectLoginFailed,
  selectLoginState,
  selectNetworkStatus,
  selectOptions,
  selectPermissions,
  selectPickerOpen,
  selectProblem,
  selectReadyToTransact,
  selectScreeningStatus,
  selectUser,
  selectUsesMockWallet,
  selectWalletEngaged,
  userMachine,
  type UserEvent,
  type WalletHoldings,
  type WalletOption,
  type WalletSession,
} from '../../machines/user';
import { WalletError } from '../../src/domain/errors';

const A = '0xa11ce0000000000000000000000000000000000a';
const B = '0xb0b0000000000000000000000000000000000b0b';
const WALLET = { id: 'wallet-a', name: 'Fox Wallet', icon: null };
const session = (address = A, chainId = 1): WalletSession => ({ optionId: WALLET.id, address, chainId, name: null });
const holdings: WalletHoldings = { nfts: {}, storyNFTs: ['1'], founder: true, storyNFTEditor: false };

interface Fakes {
  restore?: () => Promise<WalletSession | null>;
  switchChain?: () => Promise<void>;
  disconnect?: () => Promise<void>;
  connect?: () => Promise<WalletSession>;
  screen?: (address: string) => Promise<boolean>;
  loadHoldings?: () => Promise<WalletHoldings>;
  /** The wallets the browser announces (one by default). */
  options?: WalletOption[];
  userService?: 'mock' | 'browserWallet';
}

/** The user machine with fake effects: one wallet announced; B is the service account. */
function start(fakes: Fakes = {}) {
  const navigate = vi.fn();
  const clock = new SimulatedClock();
  const screened: string[] = [];
  const forgotten: (string | null)[] = [];
  /** What the steps were given, and what was tracked. */
  const inputs = { connect: [] as unknown[], switchChain: [] as unknown[], loadHoldings: [] as unknown[] };
  const tracked: unknown[] = [];
  const actor = createActor(
    userMachine.provide({
      actors: {
        watchWallet: fromCallback<UserEvent>(({ sendBack }) => {
          const options = fakes.options ?? [WALLET];
          if (options.length > 0) sendBack({ type: 'wallet.optionsChanged', options });
        }),
        restoreSession: fromPromise(fakes.restore ?? (async () => null)),
        connect: fromPromise(async ({ input }) => {
          inputs.connect.push(input);
          return (fakes.connect ?? (async () => session()))();
        }),
        switchChain: fromPromise(async ({ input }) => {
          inputs.switchChain.push(input);
          return (fakes.switchChain ?? (async () => {}))();
        }),
        screenWallet: fromPromise(async ({ input }) => {
          screened.push(input.address);
          return (fakes.screen ?? (async () => true))(input.address);
        }),
        loadHoldings: fromPromise(async ({ input }) => {
          inputs.loadHoldings.push(input);
          return (fakes.loadHoldings ?? (async () => holdings))();
        }),
        disconnect: fromPromise(fakes.disconnect ?? (async () => {})),
      },
      actions: {
        forgetSession: () => void forgotten.push(actor.getSnapshot().context.session?.address ?? null),
        navigateBack: (_, params) => navigate(params.to),
        trackConnectStart: () => void tracked.push('start'),
        trackConnectError: (_, params) => void tracked.push(params.error),
      },
    }),
    // B is the service account: the chart's own rule gives it Admin and Service.
    { input: { userService: fakes.userService ?? 'browserWallet', expectedChainId: 1, serviceAddress: B }, clock },
  );
  actor.start();
  return { actor, navigate, clock, screened, forgotten, inputs, tracked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('user machine', () => {
  it('restores the remembered wallet silently and logs it in with User permission', async () => {
    const { actor } = start({ restore: async () => session() });
    expect(selectLoginState(actor.getSnapshot())).toBe('idle');
    await settled();
    const user = selectUser(actor.getSnapshot());
    expect(user).toMatchObject({ loggedIn: true, address: A, chainId: 1, permissions: ['user:user'], caSafe: true });
    expect(user.wallet).toEqual({
      storyNFTs: ['1'],
      nfts: {},
      flags: { loggedIn: true, founder: true, storyNFTEditor: false },
    });
  });

  it('gives up a silent reconnect the wallet never answers after 10 s', () => {
    const { actor, clock } = start({ restore: () => new Promise(() => {}) });
    clock.increment(9_999);
    expect(selectLoginState(actor.getSnapshot())).toBe('idle');
    clock.increment(1);
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
  });

  it('treats another account as a new user: permissions, screening and holdings start over', async () => {
    const { actor, screened } = start({ restore: async () => session() });
    await settled();
    actor.send({ type: 'wallet.accountsChanged', accounts: [B] });
    expect(actor.getSnapshot().context.holdings).toBeNull();
    await settled();
    expect(selectUser(actor.getSnapshot())).toMatchObject({
      address: B,
      permissions: ['user:user', 'admin:admin', 'admin:service'],
    });
    expect(screened).toEqual([A, B]);
  });

  it('gives the service account Admin and Service, and another account neither', async () => {
    const { actor } = start({ restore: async () => session() });
    await settled();
    expect([selectIsAdmin(actor.getSnapshot()), selectIsServiceAccount(actor.getSnapshot())]).toEqual([false, false]);
    actor.send({ type: 'wallet.accountsChanged', accounts: [B] });
    await settled();
    expect([selectIsAdmin(actor.getSnapshot()), selectIsServiceAccount(actor.getSnapshot())]).toEqual([true, true]);
  });

  it('keeps the user when the wallet reports the same account in another case', async () => {
    const { actor, screened } = start({ restore: async () => session() });
    await settled();
    actor.send({ type: 'wallet.accountsChanged', accounts: [A.toUpperCase().replace('0X', '0x')] });
    await settled();
    expect(screened).toEqual([A]);
    expect(selectUser(actor.getSnapshot()).address).toBe(A);
  });

  it('logs out when the wallet shares no account any more', async () => {
    const { actor } = start({ restore: async () => session() });
    await settled();
    actor.send({ type: 'wallet.accountsChanged', accounts: [] });
    expect(selectUser(actor.getSnapshot())).toMatchObject({ loggedIn: false, address: null, permissions: [] });
  });

  it('asks for the expected chain before anything is signed, and follows the wallet back', async () => {
    const { actor } = start({ restore: async () => session(A, 137) });
    await settled();
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('wrong');
    actor.send({ type: 'wallet.chainChanged', chainId: 1 });
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('expected');
  });

  it('returns to logged out with the wallet message after a rejected request, and can retry', async () => {
    let calls = 0;
    const { actor } = start({
      connect: async () => {
        calls += 1;
        if (calls === 1) throw new WalletError('userRejected', { rpcCode: 4001 });
        return session();
      },
    });
    await settled();
    actor.send({ type: 'user.login' });
    await settled();
    expect(actor.getSnapshot().matches({ session: { loggedOut: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({
      kind: 'userRejected',
      message: new WalletError('userRejected').message,
    });
    actor.send({ type: 'user.login' });
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedIn');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('records a blocked wallet as caSafe false', async () => {
    const { actor } = start({ restore: async () => session(), screen: async () => false });
    await settled();
    expect(selectUser(actor.getSnapshot()).caSafe).toBe(false);
    expect(actor.getSnapshot().matches({ session: { loggedIn: { screening: 'blocked' } } })).toBe(true);
  });

  it('logs in from the login page by itself and then goes to r', async () => {
    const { actor, navigate } = start();
    await settled();
    actor.send({ type: 'loginPage.opened', returnTo: '/admin' });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggingIn');
    await settled();
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('goes straight on from the login page when already logged in', async () => {
    const { actor, navigate } = start({ restore: async () => session() });
    await settled();
    actor.send({ type: 'loginPage.opened', returnTo: '/admin' });
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('logs a wallet restored meanwhile out when /logout was opened during the silent reconnect', async () => {
    let answer: (value: WalletSession) => void = () => {};
    const { actor, navigate } = start({ restore: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'logoutPage.opened', returnTo: '/about' });
    expect(navigate).not.toHaveBeenCalled();
    answer(session());
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('grants a page only with every permission it lists', async () => {
    const { actor } = start({ restore: async () => session() });
    expect(selectAccess(actor.getSnapshot(), ['user:user'])).toBe('pending');
    await settled();
    expect(selectAccess(actor.getSnapshot(), ['user:user'])).toBe('granted');
    expect(selectAccess(actor.getSnapshot(), ['user:user', 'admin:admin'])).toBe('unauthorized');
    actor.send({ type: 'user.logout' });
    await settled();
    expect(selectAccess(actor.getSnapshot(), ['user:user'])).toBe('anonymous');
  });

  it('forgets the session in the wallet layer whenever it ends outside logging out', async () => {
    const { actor, forgotten } = start({ restore: async () => session() });
    await settled();
    actor.send({ type: 'wallet.disconnected' });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
    actor.send({ type: 'user.login' });
    await settled();
    actor.send({ type: 'wallet.accountsChanged', accounts: [] });
    actor.send({ type: 'user.login' });
    actor.send({ type: 'login.cancelled' });
    expect(forgotten).toEqual([A, A, null]);
  });

  it('logs the current account out before switching, so a closed picker leaves nobody logged in', async () => {
    const { actor, forgotten } = start({ restore: async () => session() });
    await settled();
    actor.send({ type: 'wallet.optionsChanged', options: [WALLET, { id: 'wallet-b', name: 'Rabbit', icon: null }] });
    actor.send({ type: 'user.switchAccount' });
    expect(forgotten).toEqual([A]);
    expect(selectUser(actor.getSnapshot())).toMatchObject({ address: null, permissions: [] });
    actor.send({ type: 'login.cancelled' });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
  });

  it('starts the login /login asked for when the silent reconnect fails or times out', async () => {
    const failing = start({
      restore: async () => Promise.reject(new Error('wallet error')),
      connect: () => new Promise(() => {}),
    });
    failing.actor.send({ type: 'loginPage.opened', returnTo: null });
    await settled();
    expect(selectLoginState(failing.actor.getSnapshot())).toBe('loggingIn');
    const hanging = start({ restore: () => new Promise(() => {}) });
    hanging.actor.send({ type: 'loginPage.opened', returnTo: null });
    hanging.clock.increment(10_000);
    expect(selectLoginState(hanging.actor.getSnapshot())).toBe('loggingIn');
  });

  it('lets the user stop waiting for a network switch, and gives it up after 120 s', async () => {
    const { actor, clock } = start({
      restore: async () => session(A, 137),
      switchChain: () => new Promise(() => {}),
    });
    await settled();
    actor.send({ type: 'network.switch' });
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('switching');
    actor.send({ type: 'network.cancel' });
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('wrong');
    actor.send({ type: 'network.switch' });
    clock.increment(119_999);
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('switching');
    clock.increment(1);
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('wrong');
  });

  it('logs out within 5 s even when the wallet never answers', async () => {
    const { actor, clock } = start({ restore: async () => session(), disconnect: () => new Promise(() => {}) });
    await settled();
    actor.send({ type: 'user.logout' });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggingOut');
    clock.increment(5_000);
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
  });

  it('does not navigate to r once the user has left /logout', async () => {
    let answer: (value: WalletSession | null) => void = () => {};
    const { actor, navigate } = start({ restore: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'logoutPage.opened', returnTo: '/about' });
    actor.send({ type: 'logoutPage.left' });
    answer(null);
    await settled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('starts the login /login asked for when the silent reconnect finds nobody', async () => {
    let answer: (value: WalletSession | null) => void = () => {};
    const { actor } = start({
      restore: () => new Promise((resolve) => (answer = resolve)),
      connect: () => new Promise(() => {}),
    });
    actor.send({ type: 'loginPage.opened', returnTo: null });
    answer(null);
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggingIn');
  });

  it('is logged out when the silent reconnect fails and nobody asked to log in', async () => {
    const { actor } = start({ restore: () => Promise.reject(new Error('wallet error')) });
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
  });
});

describe('user machine: logging in', () => {
  it('connects the only wallet without a picker, tracked, and reads what views show', async () => {
    let answer: (value: WalletSession) => void = () => {};
    const { actor, inputs, tracked } = start({ connect: () => new Promise((resolve) => (answer = resolve)) });
    await settled();
    expect(selectLoginBusy(actor.getSnapshot())).toBe(false);
    expect(selectWalletEngaged(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.login' });
    expect(inputs.connect).toEqual([{ optionId: WALLET.id }]);
    expect(tracked).toEqual(['start']);
    expect(selectConnecting(actor.getSnapshot())).toBe(true);
    expect(selectLoginBusy(actor.getSnapshot())).toBe(true);
    expect(selectPickerOpen(actor.getSnapshot())).toBe(false);
    expect(selectWalletEngaged(actor.getSnapshot())).toBe(true);
    answer({ ...session(), name: 'Ape' });
    await settled();
    expect(selectConnecting(actor.getSnapshot())).toBe(false);
    expect(selectAddress(actor.getSnapshot())).toBe(A);
    expect(selectAccountName(actor.getSnapshot())).toBe('Ape');
    expect(selectUser(actor.getSnapshot()).name).toBe('Ape');
    expect(selectChainId(actor.getSnapshot())).toBe(1);
    expect(selectWalletEngaged(actor.getSnapshot())).toBe(true);
  });

  it('asks which wallet when several are announced, and connects the one chosen', async () => {
    const other = { id: 'wallet-b', name: 'Rabbit', icon: null };
    const { actor, inputs } = start({ options: [WALLET, other] });
    await settled();
    expect(selectOptions(actor.getSnapshot())).toEqual([WALLET, other]);
    expect(selectHasWallet(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.login' });
    expect(selectPickerOpen(actor.getSnapshot())).toBe(true);
    expect(selectConnecting(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'login.optionChosen', optionId: 'wallet-b' });
    expect(selectConnecting(actor.getSnapshot())).toBe(true);
    expect(inputs.connect).toEqual([{ optionId: 'wallet-b' }]);
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedIn');
  });

  it('does nothing on a login while no wallet is announced', async () => {
    const { actor, inputs } = start({ options: [] });
    await settled();
    expect(selectHasWallet(actor.getSnapshot())).toBe(false);
    expect(selectOptions(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'user.login' });
    actor.send({ type: 'loginPage.opened', returnTo: null });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
    expect(inputs.connect).toEqual([]);
  });

  it.each([
    ['an error that is not a wallet error', new Error('boom'), { kind: 'failed', message: 'boom' }],
    ['a wallet error without a message', { kind: 'userRejected' }, { kind: 'userRejected', message: '' }],
    ['nothing', null, { kind: 'failed', message: '' }],
  ])('shows a login that failed with %s, tracked, and clears it on the next try', async (_case, error, problem) => {
    let fail = true;
    const { actor, tracked } = start({
      connect: () => (fail ? Promise.reject(error) : new Promise<WalletSession>(() => {})),
    });
    await settled();
    actor.send({ type: 'user.login' });
    await settled();
    expect(selectLoginFailed(actor.getSnapshot())).toBe(true);
    expect(selectWalletEngaged(actor.getSnapshot())).toBe(true);
    expect(selectProblem(actor.getSnapshot())).toEqual(problem);
    expect(tracked).toEqual(['start', error]);
    fail = false;
    actor.send({ type: 'user.login' });
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    expect(selectLoginFailed(actor.getSnapshot())).toBe(false);
  });

  it('lets the user stop waiting for the wallet', async () => {
    const { actor, forgotten } = start({ connect: () => new Promise(() => {}) });
    await settled();
    actor.send({ type: 'user.login' });
    actor.send({ type: 'login.cancelled' });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
    expect(forgotten).toEqual([null]);
  });

  it('stops a login when /logout is opened meanwhile', async () => {
    const { actor, forgotten } = start({ connect: () => new Promise(() => {}) });
    await settled();
    actor.send({ type: 'user.login' });
    actor.send({ type: 'logoutPage.opened', returnTo: null });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
    expect(forgotten).toEqual([null]);
  });

  it('tells a mock wallet from a browser wallet', () => {
    expect(selectUsesMockWallet(start({ userService: 'mock' }).actor.getSnapshot())).toBe(true);
    expect(selectUsesMockWallet(start().actor.getSnapshot())).toBe(false);
  });
});

describe('user machine: a session', () => {
  it('reads nothing of a session before one starts', () => {
    const { actor } = start({ restore: () => new Promise(() => {}) });
    const snapshot = actor.getSnapshot();
    expect(selectLoginBusy(snapshot)).toBe(true);
    expect([selectAddress(snapshot), selectAccountName(snapshot), selectChainId(snapshot)]).toEqual([null, null, null]);
    expect(selectPermissions(snapshot)).toEqual([]);
    expect([selectCaSafe(snapshot), selectHoldings(snapshot), selectNetworkStatus(snapshot)]).toEqual([
      null,
      null,
      null,
    ]);
    expect([selectScreeningStatus(snapshot), selectHoldingsStatus(snapshot)]).toEqual([null, null]);
    expect(selectExpectedChainId(snapshot)).toBe(1);
    expect(selectUser(snapshot).wallet).toEqual({
      storyNFTs: [],
      nfts: {},
      flags: { loggedIn: false, founder: false, storyNFTEditor: false },
    });
  });

  it('screens the wallet and loads its holdings for its address, then is ready to transact', async () => {
    const held: WalletHoldings = {
      nfts: { '0xc': [{ id: '1', qty: 1 }] },
      storyNFTs: [],
      founder: false,
      storyNFTEditor: true,
    };
    let screen: (safe: boolean) => void = () => {};
    const { actor, inputs } = start({
      restore: async () => session(),
      screen: () => new Promise((resolve) => (screen = resolve)),
      loadHoldings: async () => held,
    });
    await settled();
    expect(selectScreeningStatus(actor.getSnapshot())).toBe('checking');
    expect(selectReadyToTransact(actor.getSnapshot())).toBe(false);
    expect(inputs.loadHoldings).toEqual([{ address: A }]);
    expect(selectHoldingsStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectHoldings(actor.getSnapshot())).toEqual(held);
    expect(selectUser(actor.getSnapshot()).wallet).toEqual({
      storyNFTs: [],
      nfts: { '0xc': [{ id: '1', qty: 1 }] },
      flags: { loggedIn: true, founder: false, storyNFTEditor: true },
    });
    screen(true);
    await settled();
    expect(selectScreeningStatus(actor.getSnapshot())).toBe('safe');
    expect(selectCaSafe(actor.getSnapshot())).toBe(true);
    expect(selectPermissions(actor.getSnapshot())).toEqual(['user:user']);
    expect(selectReadyToTransact(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'wallet.chainChanged', chainId: 137 });
    expect(selectReadyToTransact(actor.getSnapshot())).toBe(false);
  });

  it('is not ready to transact with a blocked wallet', async () => {
    const { actor } = start({ restore: async () => session(), screen: async () => false });
    await settled();
    expect(selectScreeningStatus(actor.getSnapshot())).toBe('blocked');
    expect(selectReadyToTransact(actor.getSnapshot())).toBe(false);
  });

  it('tells a screening that could not answer from a block, and screens again on request', async () => {
    let fail = true;
    const { actor, screened } = start({
      restore: async () => session(),
      screen: async () => {
        if (fail) throw new Error('screening down');
        return true;
      },
    });
    await settled();
    expect(selectScreeningStatus(actor.getSnapshot())).toBe('failed');
    expect(selectCaSafe(actor.getSnapshot())).toBeNull();
    fail = false;
    actor.send({ type: 'screening.retry' });
    await settled();
    expect(screened).toEqual([A, A]);
    expect(selectScreeningStatus(actor.getSnapshot())).toBe('safe');
  });

  it('loads the holdings again on request after a failure', async () => {
    let fail = true;
    const { actor } = start({
      restore: async () => session(),
      loadHoldings: async () => {
        if (fail) throw new Error('holdings down');
        return holdings;
      },
    });
    await settled();
    expect(selectHoldingsStatus(actor.getSnapshot())).toBe('failed');
    fail = false;
    actor.send({ type: 'holdings.retry' });
    await settled();
    expect(selectHoldingsStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('switches the wallet to the expected chain, and shows why a switch failed', async () => {
    let fail = true;
    const { actor, inputs } = start({
      restore: async () => session(A, 137),
      switchChain: async () => {
        if (fail) throw new WalletError('userRejected', { rpcCode: 4001 });
      },
    });
    await settled();
    actor.send({ type: 'network.switch' });
    await settled();
    expect(inputs.switchChain).toEqual([{ chainId: 1 }]);
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('wrong');
    expect(selectProblem(actor.getSnapshot())).toMatchObject({ kind: 'userRejected' });
    fail = false;
    actor.send({ type: 'network.switch' });
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    await settled();
    expect(selectNetworkStatus(actor.getSnapshot())).toBe('expected');
    expect(selectChainId(actor.getSnapshot())).toBe(1);
  });

  it('logs out from /logout, whatever the wallet says, and then goes to r', async () => {
    const { actor, navigate } = start({
      restore: async () => session(),
      disconnect: () => Promise.reject(new Error('wallet gone')),
    });
    await settled();
    actor.send({ type: 'logoutPage.opened', returnTo: '/about' });
    expect(selectLoginState(actor.getSnapshot())).toBe('loggingOut');
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedOut');
    expect(navigate).toHaveBeenCalledWith('/about');
    expect(selectNetworkStatus(actor.getSnapshot())).toBeNull();
    // The redirect is done: opening /logout again while logged out goes straight on.
    actor.send({ type: 'logoutPage.opened', returnTo: '/faq' });
    expect(navigate).toHaveBeenLastCalledWith('/faq');
  });
});

describe('user machine: the login and logout pages', () => {
  it('goes to r once, after the login the page asked for', async () => {
    const { actor, navigate } = start();
    await settled();
    actor.send({ type: 'loginPage.opened', returnTo: '/admin' });
    await settled();
    expect(navigate).toHaveBeenCalledTimes(1);
    // Done: the next visit of /login while logged in goes straight on.
    actor.send({ type: 'loginPage.opened', returnTo: '/faq' });
    expect(navigate).toHaveBeenLastCalledWith('/faq');
  });

  it('does not go to r once the user has left /login', async () => {
    const { actor, navigate } = start({ options: [WALLET, { id: 'wallet-b', name: 'Rabbit', icon: null }] });
    await settled();
    actor.send({ type: 'loginPage.opened', returnTo: '/admin' });
    actor.send({ type: 'loginPage.left' });
    actor.send({ type: 'login.optionChosen', optionId: WALLET.id });
    await settled();
    expect(selectLoginState(actor.getSnapshot())).toBe('loggedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes straight on from /logout when nobody is logged in', async () => {
    const { actor, navigate } = start();
    await settled();
    actor.send({ type: 'logoutPage.opened', returnTo: '/about' });
    expect(navigate).toHaveBeenCalledWith('/about');
  });
});
