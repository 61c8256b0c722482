import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  identityProofMachine,
  selectAuthenticating,
  selectColdWallet,
  selectHeldTokenCount,
  selectIdentityProofView,
  selectProblem,
  selectProviderLogin,
  selectTokenName,
  type IdentityProofAccount,
  type ProviderLoginResult,
} from '../../machines/identityProof';
import { bindIdentityProofFlow } from '../../src/app/bindings/identityProof';
import { IdentityProviderUnavailableError } from '../../src/domain/errors';
import { IDENTITY_PROOF_SESSION_MS } from '../../src/domain/identityProof';
import type { IdentityProofResult } from '../../src/services/identityProof/identityProof.types';
import { IDENTITY_PROOF_SESSION_KEY } from '../../src/services/identityProof/identityProofSession';
import { createMemoryAnalytics } from '../../src/services/analytics/memoryAnalytics';
import type { Services } from '../../src/services/services.types';
import { memoryStorage } from '../unit/services/mock/mockHarness';

const POLICY = 'policy-bayc';
const COLD = '0xC01D000000000000000000000000000000000001';
const APES = '0xBC4CA0EDA7647A8AB7C2061C2E118A18A936F13D';
const START = Date.UTC(2026, 0, 1);

const result = (nonce: string, account = COLD): IdentityProofResult => ({
  nonce,
  status: 'authenticated',
  account,
  accounts: [account],
  timestamp: '1',
  session_id: 's',
  holdings: [{ account: COLD, contract: APES, tokens: ['1', '2'] }],
});

interface Options {
  login?: (input: { policyId: string; tokenName: string }) => Promise<ProviderLoginResult>;
  fetchAccount?: (nonce: string) => Promise<IdentityProofResult>;
  allowRefresh?: boolean;
  storage?: Storage;
  policyId?: string;
}

/** The bound flow on memory storage, a fake accounts service and a simulated clock. */
function start(options: Options = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const storage = options.storage ?? memoryStorage();
  const analytics = createMemoryAnalytics({ print: false });
  const fetchAccount = vi.fn(options.fetchAccount ?? (async (nonce: string) => result(nonce)));
  const flow = bindIdentityProofFlow({
    services: async () => ({ identityProof: { fetchAccount } }) as unknown as Services,
    storage,
    now: () => clock.now(),
    analytics,
    usage: () => 'whitelist',
    widgetLogin: null,
  }).provide({
    actors: {
      providerLogin: fromPromise(({ input }) =>
        (options.login ?? (async () => ({ nonce: 'n-1', status: 'authenticated' as const })))(input),
      ),
    },
  });
  const actor = createActor(flow, {
    input: { policyId: options.policyId ?? POLICY, tokenName: 'Bored Ape', allowRefresh: options.allowRefresh ?? true },
    clock,
  });
  const announced: IdentityProofAccount[] = [];
  actor.on('identityProof.loggedIn', (event) => announced.push(event.account));
  actor.start();
  return { actor, clock, storage, analytics, fetchAccount, announced };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const view = (actor: ReturnType<typeof start>['actor']) => selectIdentityProofView(actor.getSnapshot());

describe('identity-proof flow', () => {
  it('logs in: provider, accounts for the nonce, a stored session, the parsed account', async () => {
    const { actor, storage, analytics, fetchAccount, announced } = start();
    await settled();
    expect(view(actor)).toBe('loggedOut');
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('loggedIn');
    expect(fetchAccount).toHaveBeenCalledWith('n-1', expect.any(AbortSignal));
    expect(announced).toEqual([
      {
        mainAccount: COLD,
        accountMap: { [COLD.toLowerCase()]: { [APES.toLowerCase()]: ['1', '2'] } },
        nonce: 'n-1',
        status: 'authenticated',
      },
    ]);
    expect(selectHeldTokenCount(actor.getSnapshot())).toBe(2);
    expect(JSON.parse(storage.getItem(IDENTITY_PROOF_SESSION_KEY)!)).toMatchObject({
      lastVerified: START,
      policyId: POLICY,
      tpResult: { nonce: 'n-1' },
    });
    expect(analytics.events.map((event) => event.name)).toEqual(['TokenproofStart', 'TokenproofSuccess']);
  });

  it.each(['rejected', 'closed'] as const)('opens the need-account modal when the provider says %s', async (status) => {
    const { actor, fetchAccount } = start({ login: async () => ({ nonce: 'n-1', status }) });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('needAccount');
    expect(fetchAccount).not.toHaveBeenCalled();
    actor.send({ type: 'needAccount.dismissed' });
    expect(view(actor)).toBe('loggedOut');
  });

  it.each(['unknown', 'idle'] as const)(
    "fails with 'Error occurred while authenticating' on status %s",
    async (status) => {
      const { actor } = start({ login: async () => ({ nonce: 'n-1', status }) });
      await settled();
      actor.send({ type: 'identityProof.login' });
      await settled();
      expect(view(actor)).toBe('failed');
      expect(actor.getSnapshot().context.problem).toBe('authenticationFailed');
    },
  );

  it("fails with 'tokenproof service: Missing nonce' when the provider gives none", async () => {
    const { actor, fetchAccount, storage } = start({ login: async () => ({ nonce: ' ', status: 'authenticated' }) });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(actor.getSnapshot().context.problem).toBe('tokenproofMissingNonce');
    expect(fetchAccount).not.toHaveBeenCalled();
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });

  it('fails, tracked, when the provider or the accounts fetch fails; a retry can succeed', async () => {
    const fetchAccount = vi.fn<(nonce: string) => Promise<IdentityProofResult>>();
    fetchAccount.mockRejectedValueOnce(new Error('502 from /tp')).mockImplementation(async (nonce) => result(nonce));
    const { actor, analytics } = start({ fetchAccount });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('failed');
    expect(selectProblem(actor.getSnapshot())).toBe('authenticationFailed');
    expect(analytics.events.at(-1)).toMatchObject({ name: 'TokenproofError', message: '502 from /tp' });
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('loggedIn');
    expect(selectProblem(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ["the provider's widget did not load", new IdentityProviderUnavailableError(), 'tokenproofUnavailable'],
    ['the login failed', new Error('widget crashed'), 'authenticationFailed'],
  ] as const)('fails, tracked with its error, when %s', async (_case, error, problem) => {
    const { actor, analytics } = start({ login: async () => Promise.reject(error) });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('failed');
    expect(selectProblem(actor.getSnapshot())).toBe(problem);
    expect(analytics.events.at(-1)).toMatchObject({ name: 'TokenproofError', message: error.message });
  });

  it('fails as a failed login when the provider rejects with nothing', async () => {
    const { actor } = start({ login: async () => Promise.reject(null) });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('failed');
    expect(selectProblem(actor.getSnapshot())).toBe('authenticationFailed');
  });

  it('asks the provider for this policy and token, and shows its login while it runs', async () => {
    let finish = (_result: ProviderLoginResult) => {};
    const login = vi.fn(() => new Promise<ProviderLoginResult>((resolve) => (finish = resolve)));
    const { actor } = start({ login });
    await settled();
    expect(selectAuthenticating(actor.getSnapshot())).toBe(false);
    expect(selectProviderLogin(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'identityProof.login' });
    expect(login).toHaveBeenCalledWith({ policyId: POLICY, tokenName: 'Bored Ape' });
    expect(selectAuthenticating(actor.getSnapshot())).toBe(true);
    expect(selectProviderLogin(actor.getSnapshot())).toBe(actor.getSnapshot().children.providerLogin);
    expect(selectProviderLogin(actor.getSnapshot())).toBeDefined();
    finish({ nonce: 'n-1', status: 'authenticated' });
    await settled();
    expect(selectAuthenticating(actor.getSnapshot())).toBe(false);
  });

  it('gives the cold wallet, its nonce and the token name only while logged in', async () => {
    const { actor } = start();
    await settled();
    expect(selectColdWallet(actor.getSnapshot())).toBeNull();
    expect(selectHeldTokenCount(actor.getSnapshot())).toBe(0);
    expect(selectTokenName(actor.getSnapshot())).toBe('Bored Ape');
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(selectColdWallet(actor.getSnapshot())).toEqual({ address: COLD, nonce: 'n-1' });
  });

  it('is logged out when the result names no main account, and keeps nothing stored', async () => {
    const { actor, storage } = start({ fetchAccount: async (nonce) => result(nonce, '') });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('loggedOut');
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });

  it('refetches once from the same nonce 5 minutes after lastVerified, then drops the session', async () => {
    const { actor, clock, storage, fetchAccount } = start();
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    clock.increment(IDENTITY_PROOF_SESSION_MS - 1);
    expect(fetchAccount).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await settled();
    expect(fetchAccount).toHaveBeenCalledTimes(2);
    expect(fetchAccount).toHaveBeenLastCalledWith('n-1', expect.any(AbortSignal));
    expect(view(actor)).toBe('loggedIn');
    clock.increment(IDENTITY_PROOF_SESSION_MS);
    await settled();
    expect(fetchAccount).toHaveBeenCalledTimes(2);
    expect(view(actor)).toBe('loggedOut');
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });

  it('drops the session at expiry when a refetch is not allowed', async () => {
    const { actor, clock, fetchAccount } = start({ allowRefresh: false });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    clock.increment(IDENTITY_PROOF_SESSION_MS);
    await settled();
    expect(view(actor)).toBe('loggedOut');
    expect(fetchAccount).toHaveBeenCalledTimes(1);
  });

  it('returns the existing account to a second login unless forced', async () => {
    const login = vi.fn(async () => ({ nonce: 'n-1', status: 'authenticated' as const }));
    const { actor, announced } = start({ login });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    actor.send({ type: 'identityProof.login' });
    expect(view(actor)).toBe('loggedIn');
    expect(login).toHaveBeenCalledTimes(1);
    expect(announced).toHaveLength(2);
    actor.send({ type: 'identityProof.login', force: true });
    await settled();
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('lets the user stop waiting for the accounts', async () => {
    const { actor } = start({ fetchAccount: () => new Promise(() => {}) });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    expect(view(actor)).toBe('waiting');
    actor.send({ type: 'identityProof.cancel' });
    expect(view(actor)).toBe('loggedOut');
  });

  it('forgets the session when the refetch at expiry fails', async () => {
    const fetchAccount = vi.fn<(nonce: string) => Promise<IdentityProofResult>>();
    fetchAccount.mockImplementationOnce(async (nonce) => result(nonce)).mockRejectedValue(new Error('502 from /tp'));
    const { actor, clock, storage } = start({ fetchAccount });
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    clock.increment(IDENTITY_PROOF_SESSION_MS);
    await settled();
    expect(fetchAccount).toHaveBeenCalledTimes(2);
    expect(view(actor)).toBe('loggedOut');
    expect(actor.getSnapshot().context.account).toBeNull();
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });

  it('lets the user stop waiting for the provider', async () => {
    const { actor } = start({ login: () => new Promise(() => {}) });
    await settled();
    actor.send({ type: 'identityProof.login' });
    expect(view(actor)).toBe('waiting');
    actor.send({ type: 'identityProof.cancel' });
    expect(view(actor)).toBe('loggedOut');
  });

  it('logs out on request and forgets the stored session', async () => {
    const { actor, storage } = start();
    await settled();
    actor.send({ type: 'identityProof.login' });
    await settled();
    actor.send({ type: 'identityProof.logout' });
    expect(view(actor)).toBe('loggedOut');
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });
});

describe('identity-proof flow after a reload', () => {
  /** A session stored `ageMs` ago for `policyId`. */
  function stored(ageMs: number, policyId = POLICY): Storage {
    const storage = memoryStorage();
    storage.setItem(
      IDENTITY_PROOF_SESSION_KEY,
      JSON.stringify({ lastVerified: START - ageMs, tpResult: result('n-0'), policyId }),
    );
    return storage;
  }

  it('restores a session of this policy for the rest of its 5 minutes', async () => {
    const { actor, clock, fetchAccount } = start({ storage: stored(4 * 60_000), allowRefresh: false });
    await settled();
    expect(view(actor)).toBe('loggedIn');
    expect(fetchAccount).not.toHaveBeenCalled();
    clock.increment(60_000 - 1);
    expect(view(actor)).toBe('loggedIn');
    clock.increment(1);
    expect(view(actor)).toBe('loggedOut');
  });

  it('shows the stored session being read back as restoring', () => {
    const { actor } = start({ storage: stored(0) });
    expect(view(actor)).toBe('restoring');
  });

  it('refetches an expired session from its nonce when allowed', async () => {
    const { actor, fetchAccount } = start({ storage: stored(IDENTITY_PROOF_SESSION_MS) });
    await settled();
    expect(fetchAccount).toHaveBeenCalledWith('n-0', expect.any(AbortSignal));
    expect(view(actor)).toBe('loggedIn');
  });

  it('allows a refetch again after a new login', async () => {
    const { actor, clock, fetchAccount } = start({ storage: stored(IDENTITY_PROOF_SESSION_MS) });
    await settled();
    actor.send({ type: 'identityProof.login', force: true });
    await settled();
    expect(fetchAccount).toHaveBeenCalledTimes(2);
    clock.increment(IDENTITY_PROOF_SESSION_MS);
    await settled();
    expect(fetchAccount).toHaveBeenCalledTimes(3);
    expect(view(actor)).toBe('loggedIn');
  });

  it('logs out of a refetched session leaving no account, time or refetch behind', async () => {
    const { actor } = start({ storage: stored(IDENTITY_PROOF_SESSION_MS) });
    await settled();
    expect(actor.getSnapshot().context.refreshed).toBe(true);
    actor.send({ type: 'identityProof.logout' });
    expect(actor.getSnapshot().context).toMatchObject({ account: null, timeLeftMs: 0, refreshed: false });
  });

  it('drops an expired session when a refetch is not allowed', async () => {
    const storage = stored(IDENTITY_PROOF_SESSION_MS + 1);
    const { actor } = start({ storage, allowRefresh: false });
    await settled();
    expect(view(actor)).toBe('loggedOut');
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });

  it('ignores (and keeps) a session of another policy', async () => {
    const storage = stored(0, 'policy-mayc');
    const { actor } = start({ storage });
    await settled();
    expect(view(actor)).toBe('loggedOut');
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).not.toBeNull();
  });

  it('discards a stored session of invalid shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(
      IDENTITY_PROOF_SESSION_KEY,
      JSON.stringify({ lastVerified: START, tpResult: {}, policyId: POLICY }),
    );
    const { actor } = start({ storage });
    await settled();
    expect(view(actor)).toBe('loggedOut');
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });
});

describe('the unbound chart', () => {
  it('fails its effects until the edge binds them', async () => {
    const actor = createActor(identityProofMachine, {
      input: { policyId: POLICY, tokenName: 'Bored Ape', allowRefresh: true },
    }).start();
    await settled();
    expect(selectIdentityProofView(actor.getSnapshot())).toBe('loggedOut');
  });
});
