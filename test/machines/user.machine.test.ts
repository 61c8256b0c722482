import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  selectIsAdmin,
  selectIsServiceAccount,
  selectAccess,
  selectLoginState,
  selectNetworkStatus,
  selectUser,
  userMachine,
  type UserEvent,
  type WalletHoldings,
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
}

/** The user machine with fake effects: one wallet announced; B is the service account. */
function start(fakes: Fakes = {}) {
  const navigate = vi.fn();
  const clock = new SimulatedClock();
  const screened: string[] = [];
  const forgotten: (string | null)[] = [];
  const actor = createActor(
    userMachine.provide({
      actors: {
        watchWallet: fromCallback<UserEvent>(({ sendBack }) => {
          sendBack({ type: 'wallet.optionsChanged', options: [WALLET] });
        }),
        restoreSession: fromPromise(fakes.restore ?? (async () => null)),
        connect: fromPromise(fakes.connect ?? (async () => session())),
        switchChain: fromPromise(fakes.switchChain ?? (async () => {})),
        screenWallet: fromPromise(async ({ input }) => {
          screened.push(input.address);
          return (fakes.screen ?? (async () => true))(input.address);
        }),
        loadHoldings: fromPromise(async () => holdings),
        disconnect: fromPromise(fakes.disconnect ?? (async () => {})),
      },
      actions: {
        forgetSession: () => void forgotten.push(actor.getSnapshot().context.session?.address ?? null),
        navigateBack: (_, params) => navigate(params.to),
      },
    }),
    // B is the service account: the chart's own rule gives it Admin and Service.
    { input: { userService: 'browserWallet', expectedChainId: 1, serviceAddress: B }, clock },
  );
  actor.start();
  return { actor, navigate, clock, screened, forgotten };
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
    actor.send({ type: 'loginPage.opened', returnTo: null });
    expect(navigate).toHaveBeenCalledWith(null);
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
    const failing = start({ restore: async () => Promise.reject(new Error('wallet error')) });
    failing.actor.send({ type: 'loginPage.opened', returnTo: null });
    await settled();
    expect(selectLoginState(failing.actor.getSnapshot())).not.toBe('loggedOut');
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
});
