import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import {
  selectSocialAuthorized,
  selectSocialAuthProblem,
  selectSocialAuthView,
  selectTwitterUserName,
  socialAuthMachine,
  type SocialAuthInput,
  type StoredCredentialsCheck,
} from '../../machines/socialAuth';
import { bindSocialAuthFlow, type SocialAuthFlowLogic, type SocialPopup } from '../../src/app/bindings/socialAuth';
import { InvalidDataError, PendingAuthError, pendingAuthMessage } from '../../src/domain/errors';
import type { Services } from '../../src/services/services.types';
import { POST_REDIRECT_KEY, restorePostRedirectData } from '../../src/services/social/postRedirectData';
import type { SocialCredentialsV1, SocialCredentialsV2 } from '../../src/services/social/social.types';
import { createSocialCredentialStore, SOCIAL_CREDENTIAL_KEYS } from '../../src/services/social/socialCredentialStore';
import { mapStorage } from '../support/mapStorage';

const V1: SocialCredentialsV1 = {
  twitterUserId: '1',
  twitterUserName: 'ape_fan',
  accessToken: 't',
  accessTokenSecret: 's',
  apiVersion: 'v1',
};
const V2: SocialCredentialsV2 = { accessToken: 'a', refreshToken: 'r', twitterUserId: '2', twitterUserName: 'v2_fan' };

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (popup.closed = true)) };
  return popup;
}

interface Setup {
  input: SocialAuthInput;
  verify?: () => Promise<{ valid: boolean }>;
  pending?: (key: string) => Promise<SocialCredentialsV2>;
  popup?: SocialPopup | null;
  /** The edge's popup watch interval; the binding's default (500 ms) when not given. */
  popupWatchIntervalMs?: number;
}

const running: Actor<SocialAuthFlowLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

function start({ input, verify, pending, popup = fakePopup(), popupWatchIntervalMs }: Setup) {
  const storage = mapStorage();
  const store = createSocialCredentialStore(storage);
  const log: string[] = [];
  const socialV1 = {
    authoriseUrl: (version: string, returnTo: string) =>
      `https://auth.test/twitter/authorize/${version}?returnTo=${returnTo}`,
    verifyCredentials: vi.fn(verify ?? (() => Promise.resolve({ valid: true }))),
  };
  const pendingFn = vi.fn(pending ?? (() => new Promise<SocialCredentialsV2>(() => {})));
  const socialV2 = { addToPending: vi.fn(() => Promise.resolve('key-1')), pending: pendingFn };
  const services = Promise.resolve({ socialV1, socialV2 } as unknown as Services);
  const openPopup = vi.fn(() => {
    log.push('openPopup');
    return popup;
  });
  const redirect = vi.fn((url: string) => {
    log.push(`redirect ${url}`);
  });
  const clock = new SimulatedClock();
  /** What the flow told whoever watches it. */
  const announced: unknown[] = [];
  return {
    announced,
    storage,
    store,
    log,
    socialV1,
    socialV2,
    openPopup,
    redirect,
    clock,
    popup,
    run() {
      const logic = bindSocialAuthFlow({
        services: () => services,
        credentials: store,
        storage: {
          getItem: storage.getItem,
          removeItem: storage.removeItem,
          setItem: (key, value) => {
            log.push(`save ${key}`);
            storage.setItem(key, value);
          },
        },
        openPopup,
        redirect,
        returnTo: () => 'https://site.test/mint',
        popupWatchIntervalMs,
      });
      const actor = createActor(logic, { input, clock });
      running.push(actor);
      actor.on('*', (event) => void announced.push(event));
      actor.start();
      return actor;
    },
  };
}

const V1_INPUT: SocialAuthInput = { usage: 'tweetStory', apiVersion: 'v1' };
const V2_INPUT: SocialAuthInput = { usage: 'followVerify', apiVersion: 'v2' };

describe('socialAuth: stored credentials (v1, v1read)', () => {
  it('is LoggedIn when the stored credentials verify', async () => {
    const env = start({ input: V1_INPUT });
    env.store.saveV1(V1);
    const actor = env.run();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'checking' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'loggedIn', twitterUserName: 'ape_fan' });
    expect(selectSocialAuthorized(actor.getSnapshot())).toBe(true);
    expect(selectTwitterUserName(actor.getSnapshot())).toBe('ape_fan');
    expect(env.announced).toEqual([{ type: 'socialAuth.loggedIn', twitterUserName: 'ape_fan' }]);
    expect(env.socialV1.verifyCredentials).toHaveBeenCalledWith(V1, expect.anything());
  });

  it('announces and shows a valid login that names no user with an empty name', async () => {
    const logic = socialAuthMachine.provide({
      actors: {
        checkStoredCredentials: fromPromise<StoredCredentialsCheck, Pick<SocialAuthInput, 'apiVersion'>>(async () => ({
          valid: true,
          twitterUserName: null,
        })),
      },
    });
    const actor = createActor(logic, { input: V1_INPUT });
    const announced: unknown[] = [];
    actor.on('socialAuth.loggedIn', (event) => void announced.push(event));
    actor.start();
    await flush();
    expect(announced).toEqual([{ type: 'socialAuth.loggedIn', twitterUserName: '' }]);
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'loggedIn', twitterUserName: '' });
    actor.stop();
  });

  it('is LoggedOut, with the slot cleared, when the credentials are invalid', async () => {
    const env = start({ input: V1_INPUT, verify: () => Promise.resolve({ valid: false }) });
    env.store.saveV1(V1);
    const actor = env.run();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(env.storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
  });

  it('clears the slot when the verify answer has the wrong shape', async () => {
    const env = start({
      input: { usage: 'followVerify', apiVersion: 'v1read' },
      verify: () => Promise.reject(new InvalidDataError('verify response')),
    });
    env.store.saveV1({ ...V1, apiVersion: 'v1read' });
    const actor = env.run();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(env.storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1read)).toBeNull();
  });

  it.each([
    ['an error', new Error('offline')],
    ['an error of another code', Object.assign(new Error('offline'), { code: 'network' })],
    ['nothing', null],
    ['a text', 'offline'],
  ])('keeps the credentials when the check itself failed with %s', async (_case, failure) => {
    const env = start({ input: V1_INPUT, verify: () => Promise.reject(failure) });
    env.store.saveV1(V1);
    const actor = env.run();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'loggedOut' });
    expect(selectSocialAuthorized(actor.getSnapshot())).toBe(false);
    expect(env.storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).not.toBeNull();
  });

  it('is LoggedOut without a call when nothing (or something malformed) is stored', async () => {
    const env = start({ input: V1_INPUT });
    env.storage.setItem(SOCIAL_CREDENTIAL_KEYS.v1, '{"twitterUserId":1}');
    const actor = env.run();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(env.socialV1.verifyCredentials).not.toHaveBeenCalled();
    expect(env.storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
  });

  it('logout clears the slot', async () => {
    const env = start({ input: V1_INPUT });
    env.store.saveV1(V1);
    const actor = env.run();
    await flush();
    actor.send({ type: 'socialAuth.logout' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(env.storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
    expect(actor.getSnapshot().context.twitterUserName).toBeNull();
    expect(env.announced.at(-1)).toEqual({ type: 'socialAuth.loggedOut' });
  });

  it("says 'Auth error. Please try again.' when a service refuses the credentials, and forgets them", async () => {
    const env = start({ input: V1_INPUT });
    env.store.saveV1(V1);
    const actor = env.run();
    await flush();
    actor.send({ type: 'socialAuth.loginGone' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(selectSocialAuthProblem(actor.getSnapshot())).toEqual({ kind: 'failed' });
    expect(selectTwitterUserName(actor.getSnapshot())).toBeNull();
    expect(env.storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
    expect(env.announced.at(-1)).toEqual({ type: 'socialAuth.loggedOut' });

    // Connecting again and staying instead leaves no failure behind.
    actor.send({ type: 'socialAuth.login' });
    expect(selectSocialAuthProblem(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'socialAuth.cancel' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});

describe('socialAuth: v1 login', () => {
  it('saves the post-redirect data, then redirects to the authorise address with the return address', async () => {
    const env = start({ input: V1_INPUT });
    const actor = env.run();
    await flush();
    actor.send({ type: 'socialAuth.login', email: 'a@b.c', twitter: 'ape_fan' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'redirecting' });
    await flush();
    expect(env.log).toEqual([
      `save ${POST_REDIRECT_KEY}`,
      'redirect https://auth.test/twitter/authorize/v1?returnTo=https://site.test/mint',
    ]);
    expect(restorePostRedirectData(env.storage)).toEqual({ email: 'a@b.c', twitter: 'ape_fan' });
    expect(env.openPopup).not.toHaveBeenCalled();
  });

  it('lets the user stay instead of leaving for the provider', async () => {
    const env = start({ input: V1_INPUT });
    const actor = env.run();
    await flush();
    actor.send({ type: 'socialAuth.login' });
    actor.send({ type: 'socialAuth.cancel' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('saves nulls when the form is empty', async () => {
    const env = start({ input: { usage: 'followVerify', apiVersion: 'v1read' } });
    const actor = env.run();
    await flush();
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(restorePostRedirectData(env.storage)).toEqual({ email: null, twitter: null });
    expect(env.redirect).toHaveBeenCalledWith(expect.stringContaining('/authorize/v1read'));
  });
});

describe('socialAuth: v2 popup login', () => {
  async function loggedOutV2(setup: Omit<Setup, 'input'> = {}) {
    const env = start({ input: V2_INPUT, ...setup });
    const actor = env.run();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    return { env, actor };
  }

  it('opens a 500x600 popup synchronously within the send (inside the click)', async () => {
    const { env, actor } = await loggedOutV2();
    expect(env.openPopup).not.toHaveBeenCalled();
    let inSend = false;
    const openedInSend: boolean[] = [];
    env.openPopup.mockImplementation(() => {
      openedInSend.push(inSend);
      return env.popup;
    });
    inSend = true;
    actor.send({ type: 'socialAuth.login' });
    inSend = false;
    expect(openedInSend).toEqual([true]);
    expect(env.openPopup).toHaveBeenCalledWith({ width: 500, height: 600 });
    // popupWindow's answer came back within the same send: the key is being registered.
    expect(actor.getSnapshot().value).toEqual({ connecting: 'registering' });
    expect(actor.getSnapshot().children.popupWindow).toBeDefined();
  });

  it('points the popup at the provider with the pending key, polls, and stores the credentials', async () => {
    let answer: (credentials: SocialCredentialsV2) => void = () => {};
    const { env, actor } = await loggedOutV2({
      pending: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ connecting: 'polling' });
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'waiting' });
    expect(env.socialV2.pending).toHaveBeenCalledWith('key-1', expect.anything());
    expect(env.popup?.location.href).toBe(
      'https://auth.test/twitter/authorize/v2?returnTo=https%3A%2F%2Fsite.test%2Fmint&pendingKey=key-1',
    );
    expect(env.popup?.close).not.toHaveBeenCalled();
    answer(V2);
    await flush();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'loggedIn', twitterUserName: 'v2_fan' });
    expect(env.store.readV2()).toEqual(V2);
    // The login ended: popupWindow stopped and closed the popup.
    expect(env.popup?.close).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.popupWindow).toBeUndefined();
  });

  it('does not point a popup the user already closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { env, actor } = await loggedOutV2();
    actor.send({ type: 'socialAuth.login' });
    // Closed before the watch looked: the pending key arrives for a popup that is gone.
    (env.popup as { closed: boolean }).closed = true;
    await flush();
    expect(actor.getSnapshot().value).toEqual({ connecting: 'polling' });
    expect(env.popup?.location.href).toBe('about:blank');
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('keeps polling every 2 s while the pending error is type 2', async () => {
    const { env, actor } = await loggedOutV2({ pending: () => Promise.reject(new PendingAuthError(2)) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ connecting: 'pausing' });
    env.clock.increment(1999);
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(1);
    env.clock.increment(1);
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(2);
    env.clock.increment(2000);
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(3);
  });

  it("fails with 'Auth pending error: {type}' on another pending error type", async () => {
    const { actor } = await loggedOutV2({ pending: () => Promise.reject(new PendingAuthError(5)) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'pendingError', type: 5 });
    expect(pendingAuthMessage(5)).toBe('Auth pending error: 5');
  });

  it.each([
    ['an error', new Error('down')],
    ['an error with a type but not a pending one', Object.assign(new Error('down'), { type: 2 })],
    ['a pending error without a type', { code: 'pendingAuth' }],
  ])("fails with 'Auth error. Please try again.' when polling fails with %s", async (_case, failure) => {
    const { env, actor } = await loggedOutV2({ pending: () => Promise.reject(failure) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(selectSocialAuthProblem(actor.getSnapshot())).toEqual({ kind: 'failed' });
    expect(env.socialV2.pending).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5 minutes', async () => {
    const { env, actor } = await loggedOutV2({ pending: () => Promise.reject(new PendingAuthError(2)) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    env.clock.increment(299_999);
    await flush();
    expect(actor.getSnapshot().matches('connecting')).toBe(true);
    expect(env.popup?.close).not.toHaveBeenCalled();
    env.clock.increment(1);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'timedOut' });
    expect(env.popup?.close).toHaveBeenCalledTimes(1);
  });

  it('leaves no poll, watcher or popup behind once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { env, actor } = await loggedOutV2({ pending: () => Promise.reject(new PendingAuthError(2)) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(env.popup?.close).toHaveBeenCalledTimes(1);
    env.clock.increment(10_000);
    await flush();
    env.clock.increment(400_000);
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(1);
  });

  it('stops polling when the user cancels, and closes the popup', async () => {
    const { env, actor } = await loggedOutV2({ pending: () => Promise.reject(new PendingAuthError(2)) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    actor.send({ type: 'socialAuth.cancel' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(env.popup?.close).toHaveBeenCalled();
    env.clock.increment(10_000);
    await flush();
    expect(env.socialV2.pending).toHaveBeenCalledTimes(1);
  });

  it('shows popupBlocked when window.open returns null, and retries', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { env, actor } = await loggedOutV2();
    env.openPopup.mockReturnValueOnce(null);
    actor.send({ type: 'socialAuth.login' });
    // The blocked answer came back within the send.
    expect(actor.getSnapshot().value).toBe('popupBlocked');
    expect(selectSocialAuthView(actor.getSnapshot())).toEqual({ kind: 'popupBlocked' });
    expect(actor.getSnapshot().children.popupWindow).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    await flush();
    expect(env.socialV2.addToPending).not.toHaveBeenCalled();
    actor.send({ type: 'socialAuth.login' });
    expect(env.openPopup).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ connecting: 'registering' });
    await flush();
    expect(env.socialV2.addToPending).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ connecting: 'polling' });
  });

  it('cancelling popupBlocked goes back to LoggedOut', async () => {
    const { actor } = await loggedOutV2({ popup: null });
    actor.send({ type: 'socialAuth.login' });
    expect(actor.getSnapshot().value).toBe('popupBlocked');
    actor.send({ type: 'socialAuth.cancel' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('goes back to LoggedOut when the user closes the popup, seen on the 500 ms watch', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { env, actor } = await loggedOutV2({ pending: () => Promise.reject(new PendingAuthError(2)) });
    actor.send({ type: 'socialAuth.login' });
    await flush();
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toEqual({ connecting: 'pausing' });
    (env.popup as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().matches('connecting')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    // Already closed by the user: not closed again; the watch is over.
    expect(env.popup?.close).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('watches on the edge interval when one is given', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { env, actor } = await loggedOutV2({ popupWatchIntervalMs: 20 });
    actor.send({ type: 'socialAuth.login' });
    (env.popup as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(19);
    expect(actor.getSnapshot().matches('connecting')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('fails when the popup cannot be opened at all', async () => {
    const { env, actor } = await loggedOutV2();
    env.openPopup.mockImplementationOnce(() => {
      throw new Error('window.open refused');
    });
    actor.send({ type: 'socialAuth.login' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'failed' });
  });

  it('fails when add-to-pending fails, and closes the popup', async () => {
    const { env, actor } = await loggedOutV2();
    env.socialV2.addToPending.mockRejectedValueOnce(new Error('down'));
    actor.send({ type: 'socialAuth.login' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'failed' });
    expect(env.popup?.close).toHaveBeenCalledTimes(1);
  });

  it('is LoggedIn at once with stored v2 credentials', async () => {
    const env = start({ input: V2_INPUT });
    env.store.saveV2(V2);
    const actor = env.run();
    await flush();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    actor.send({ type: 'socialAuth.logout' });
    expect(env.store.readV2()).toBeNull();
  });
});

describe('socialAuth: chart placeholders', () => {
  it('fails loudly when effects are not bound', async () => {
    const actor = createActor(socialAuthMachine, { input: V1_INPUT }).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    actor.stop();
  });

  it('fails the v2 login when popupWindow is not bound', async () => {
    const actor = createActor(socialAuthMachine, { input: V2_INPUT }).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    actor.send({ type: 'socialAuth.login' });
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'failed' });
    actor.stop();
  });
});
