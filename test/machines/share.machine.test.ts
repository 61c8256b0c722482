import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type Actor } from 'xstate';
import {
  selectAuthorizing,
  selectCanShare,
  selectShareBusy,
  selectShareButtonLabel,
  selectShared,
  selectShareNotice,
  selectShareProblem,
  selectViewerLoad,
  selectWalletMismatch,
  type ShareEvent,
  type ShareInput,
} from '../../machines/share';
import { bindShareFlow, type NativeShare, type ShareFlowLogic } from '../../src/app/bindings/share';
import { RestApiError, TwitterReauthorizationError } from '../../src/domain/errors';
import type { AnalyticsEvent } from '../../src/services/analytics/analytics.types';
import type { Services } from '../../src/services/services.types';
import { restorePostRedirectData } from '../../src/services/social/postRedirectData';
import type { SocialCredentialsV1 } from '../../src/services/social/social.types';
import { createSocialCredentialStore, SOCIAL_CREDENTIAL_KEYS } from '../../src/services/social/socialCredentialStore';
import { mapStorage } from '../support/mapStorage';
import { failingPart } from '../support/partStandIns';

const HOT = '0xA11CE0000000000000000000000000000000000A';
const OTHER = '0xB0B0000000000000000000000000000000000B0B';
const LINK = 'https://view.test/0xa11ce/12';
const V1: SocialCredentialsV1 = {
  twitterUserId: '1',
  twitterUserName: 'ape_fan',
  accessToken: 't',
  accessTokenSecret: 's',
  apiVersion: 'v1',
};

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Setup {
  input?: Partial<ShareInput>;
  credentials?: SocialCredentialsV1 | null;
  verify?: () => Promise<{ valid: boolean }>;
  viewerLink?: () => Promise<string>;
  tweet?: (...args: [SocialCredentialsV1, string, string, AbortSignal?]) => Promise<{ tweetId: string }>;
  nativeShare?: NativeShare | null;
  clock?: SimulatedClock;
  /** The wallet watcher fails as it starts. */
  watcherFails?: boolean;
}

const running: Actor<ShareFlowLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

function start(setup: Setup = {}) {
  const storage = mapStorage();
  const credentials = createSocialCredentialStore(storage);
  if (setup.credentials !== null) credentials.saveV1(setup.credentials ?? V1);
  const socialV1 = {
    authoriseUrl: (version: string, returnTo: string) =>
      `https://auth.test/twitter/authorize/${version}?returnTo=${returnTo}`,
    verifyCredentials: vi.fn(setup.verify ?? (() => Promise.resolve({ valid: true }))),
    tweet: vi.fn(setup.tweet ?? (() => Promise.resolve({ tweetId: '1' }))),
  };
  const preshare = { fetchViewerLink: vi.fn(setup.viewerLink ?? (() => Promise.resolve(LINK))) };
  const services = Promise.resolve({ socialV1, preshare } as unknown as Services);
  const tracked: AnalyticsEvent[] = [];
  const failures: unknown[] = [];
  const redirects: string[] = [];
  let walletListener: ((address: string | null) => void) | null = null;
  const unsubscribe = vi.fn(() => (walletListener = null));
  const flow = bindShareFlow({
    services: () => services,
    credentials,
    storage,
    analytics: { track: (event) => void tracked.push(event) },
    usage: () => 'mint',
    productName: 'Storyverse',
    nativeShare: setup.nativeShare ?? null,
    redirect: (url) => void redirects.push(url),
    returnTo: () => 'https://site.test/bayc',
    logFailure: (error) => void failures.push(error),
  }).provide({
    actors: {
      // Stands in for the user flow's watcher (the app's user flow is not running here).
      watchWallet: setup.watcherFails
        ? failingPart<ShareEvent>(Infinity, 'watcher broke')
        : fromCallback<ShareEvent>(({ sendBack }) => {
            walletListener = (address) => sendBack({ type: 'share.walletChanged', address });
            return unsubscribe;
          }),
    },
  });
  const input: ShareInput = {
    story: { walletAddress: HOT, storyId: '12' },
    hotWallet: HOT,
    connectedWallet: HOT,
    alreadyShared: false,
    postRedirectData: { email: 'ape@example.com', twitter: 'ape_fan' },
    ...setup.input,
  };
  // Only a given clock: `clock: undefined` would replace xstate's default one.
  const actor = createActor(flow, setup.clock ? { input, clock: setup.clock } : { input });
  running.push(actor);
  actor.start();
  return {
    actor,
    storage,
    socialV1,
    preshare,
    tracked,
    failures,
    redirects,
    unsubscribe,
    connect: (address: string | null) => walletListener?.(address),
  };
}

/** Viewer loaded and the 2 s passed: the button works once the login is known. */
async function readyToShare(setup: Setup = {}) {
  const clock = new SimulatedClock();
  const started = start({ ...setup, clock });
  started.actor.send({ type: 'share.viewerLoaded' });
  clock.increment(2_000);
  await flush();
  return { ...started, clock };
}

describe('the story viewer and the button (spec section 9)', () => {
  it('expires the viewer load after exactly 15 s, and the button then works without it', async () => {
    const clock = new SimulatedClock();
    const { actor } = start({ clock });
    await flush();
    actor.send({ type: 'share.viewerLoading' });
    clock.increment(14_999);
    expect(selectViewerLoad(actor.getSnapshot())).toBe('loading');
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectViewerLoad(actor.getSnapshot())).toBe('loadExpired');
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'share.viewerLoaded' });
    expect(selectViewerLoad(actor.getSnapshot())).toBe('loaded');
  });

  it('enables the button exactly 2 s after the viewer loaded', async () => {
    const clock = new SimulatedClock();
    const { actor } = start({ clock });
    await flush();
    actor.send({ type: 'share.viewerLoading' });
    clock.increment(10_000);
    actor.send({ type: 'share.viewerLoaded' });
    clock.increment(1_999);
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
    // The expiry of the load that finished is gone with its state.
    clock.increment(10_000);
    expect(selectViewerLoad(actor.getSnapshot())).toBe('loaded');
  });

  it('is disabled while another wallet is connected, compared case-insensitively (spec section 5)', async () => {
    const { actor, connect } = await readyToShare();
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
    expect(selectWalletMismatch(actor.getSnapshot())).toBeNull();
    connect(OTHER);
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
    expect(selectWalletMismatch(actor.getSnapshot())).toEqual({ expected: HOT, current: OTHER });
    connect(null);
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
    connect(HOT.toLowerCase());
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
  });

  it('is disabled after one press', async () => {
    const { actor } = await readyToShare({ viewerLink: () => new Promise(() => {}) });
    actor.send({ type: 'share.share' });
    expect(actor.getSnapshot().matches({ active: { share: { sharing: 'preparing' } } })).toBe(true);
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
    expect(selectShareNotice(actor.getSnapshot())).toBe('patience');
    expect(selectShareBusy(actor.getSnapshot())).toBe(true);
    expect(selectAuthorizing(actor.getSnapshot())).toBe(false);
  });

  it('does not wait for a viewer when there is no story to show', async () => {
    const { actor } = start({ input: { story: { walletAddress: HOT, storyId: '' } } });
    await flush();
    expect(selectViewerLoad(actor.getSnapshot())).toBe('loadExpired');
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
  });

  it('shows the viewer as idle until it reports, and waits for it when there is a story', async () => {
    const { actor } = start();
    await flush();
    expect(selectViewerLoad(actor.getSnapshot())).toBe('idle');
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
  });
});

describe('sharing', () => {
  it('tweets the default text with the pre-share viewer link and the story key (spec section 7)', async () => {
    const { actor, socialV1, preshare, tracked } = await readyToShare();
    actor.send({ type: 'share.share' });
    await flush();
    expect(preshare.fetchViewerLink).toHaveBeenCalledWith(HOT, '12', expect.any(AbortSignal));
    const message = `Check out my new story! ${LINK} Made with Storyverse`;
    expect(socialV1.tweet).toHaveBeenCalledWith(V1, message, `${HOT}/12`, expect.any(AbortSignal));
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectShared(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ source: 'Twitter' });
    expect(tracked).toEqual([{ name: 'Share', source: 'Twitter', usage: 'mint' }]);
  });

  it('uses the Web Share API where present (Native)', async () => {
    const nativeShare = vi.fn<NativeShare>(() => Promise.resolve());
    const { actor, socialV1, tracked } = await readyToShare({ nativeShare });
    actor.send({ type: 'share.share' });
    await flush();
    expect(nativeShare).toHaveBeenCalledWith({
      text: `Check out my new story! ${LINK} Made with Storyverse`,
      url: LINK,
    });
    expect(socialV1.tweet).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ source: 'Native' });
    expect(tracked.at(-1)).toEqual({ name: 'Share', source: 'Native', usage: 'mint' });
  });

  it('records UserAbort when the share sheet is closed, and gives the button back', async () => {
    const abort = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
    const { actor, tracked } = await readyToShare({ nativeShare: () => Promise.reject(abort) });
    actor.send({ type: 'share.share' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { share: 'ready' } })).toBe(true);
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
    expect(selectShareProblem(actor.getSnapshot())).toBeNull();
    expect(tracked).toEqual([{ name: 'Share', source: 'UserAbort', usage: 'mint' }]);
  });

  it.each([
    ['nothing', null],
    ['a text', 'tweet refused'],
  ])('logs a tweet that fails with %s as Error and lets the mint go on', async (_case, failure) => {
    const { actor, failures } = await readyToShare({ tweet: () => Promise.reject(failure) });
    actor.send({ type: 'share.share' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ source: 'Error' });
    expect(failures).toEqual([failure]);
  });

  it('clears the last problem when pressed again', async () => {
    const abort = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
    const viewerLink = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('No viewer link'));
    viewerLink.mockResolvedValue(LINK);
    const { actor } = await readyToShare({ viewerLink, nativeShare: () => Promise.reject(abort) });
    actor.send({ type: 'share.share' });
    await flush();
    expect(selectShareProblem(actor.getSnapshot())).toBe('somethingWentWrong');
    actor.send({ type: 'share.share' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { share: 'ready' } })).toBe(true);
    expect(selectShareProblem(actor.getSnapshot())).toBeNull();
  });

  it('logs a failed tweet as Error and lets the mint go on (spec section 8)', async () => {
    const failure = new RestApiError(500, 'down');
    const { actor, tracked, failures } = await readyToShare({ tweet: () => Promise.reject(failure) });
    actor.send({ type: 'share.share' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ source: 'Error' });
    expect(tracked).toEqual([{ name: 'Share', source: 'Error', usage: 'mint' }]);
    expect(failures).toEqual([failure]);
  });

  it("says 'Something went wrong. Please try again.' when the viewer link fails, and keeps the button", async () => {
    const { actor, socialV1, failures } = await readyToShare({
      viewerLink: () => Promise.reject(new Error('No viewer link')),
    });
    actor.send({ type: 'share.share' });
    await flush();
    expect(selectShareProblem(actor.getSnapshot())).toBe('somethingWentWrong');
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
    expect(socialV1.tweet).not.toHaveBeenCalled();
    expect((failures[0] as Error).message).toBe('No viewer link');
  });

  it("says 'Twitter reauthorization required.' when the tweet is refused, forgets the login and asks for it", async () => {
    const { actor, storage, redirects } = await readyToShare({
      tweet: () => Promise.reject(new TwitterReauthorizationError()),
    });
    actor.send({ type: 'share.share' });
    await flush();
    expect(selectShareProblem(actor.getSnapshot())).toBe('reauthorizationRequired');
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'unauthorized' } })).toBe(true);
    expect(storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
    expect(selectShareNotice(actor.getSnapshot())).toBe('needsAuthorization');

    actor.send({ type: 'share.share' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { share: 'authorizing' } })).toBe(true);
    expect(selectAuthorizing(actor.getSnapshot())).toBe(true);
    expect(selectShareBusy(actor.getSnapshot())).toBe(true);
    expect(selectShareProblem(actor.getSnapshot())).toBeNull();
    expect(redirects).toEqual(['https://auth.test/twitter/authorize/v1?returnTo=https://site.test/bayc']);
    expect(restorePostRedirectData(storage as unknown as Storage)).toEqual({
      email: 'ape@example.com',
      twitter: 'ape_fan',
    });

    // The user stays instead: the button is back.
    actor.send({ type: 'share.cancel' });
    expect(selectAuthorizing(actor.getSnapshot())).toBe(false);
    expect(selectShareBusy(actor.getSnapshot())).toBe(false);
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
  });

  it('gives up waiting after exactly 120 s: logged as Error, the share call stopped, minting goes on', async () => {
    let signal: AbortSignal | undefined;
    const { actor, clock, tracked, failures } = await readyToShare({
      tweet: (...args) => {
        signal = args[3];
        return new Promise(() => {});
      },
    });
    actor.send({ type: 'share.share' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { share: { sharing: 'posting' } } })).toBe(true);
    clock.increment(119_999);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ source: 'Error' });
    expect(signal?.aborted).toBe(true);
    expect(tracked).toEqual([{ name: 'Share', source: 'Error', usage: 'mint' }]);
    expect(failures).toEqual(['The share took longer than 120 s']);
  });
});

describe('the Twitter login (spec section 4: Idle, Checking, Authorized, Unauthorized)', () => {
  it('asks for nothing when the story was already shared: MINT! goes straight on', async () => {
    const { actor, socialV1, tracked } = await readyToShare({ input: { alreadyShared: true } });
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'idle' } })).toBe(true);
    expect(socialV1.verifyCredentials).not.toHaveBeenCalled();
    expect(selectShareButtonLabel(actor.getSnapshot())).toBe('mint');
    expect(selectShareNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'share.share' });
    expect(actor.getSnapshot().output).toEqual({ source: null });
    expect(socialV1.tweet).not.toHaveBeenCalled();
    expect(tracked).toEqual([]);
  });

  it("reads 'SHARE TO MINT!', with no notice, once the login is known to be valid", async () => {
    const { actor } = await readyToShare();
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'authorized' } })).toBe(true);
    expect(selectShareButtonLabel(actor.getSnapshot())).toBe('shareToMint');
    expect(selectShareNotice(actor.getSnapshot())).toBeNull();
    expect(selectShared(actor.getSnapshot())).toBe(false);
  });

  it('is Unauthorized, the failure logged, when the check itself fails', async () => {
    const failure = new Error('verify down');
    const { actor, failures } = await readyToShare({ verify: () => Promise.reject(failure) });
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'unauthorized' } })).toBe(true);
    expect(selectShareNotice(actor.getSnapshot())).toBe('needsAuthorization');
    expect(failures).toEqual([failure]);
  });

  it('is Unauthorized without stored credentials, without asking the service', async () => {
    const { actor, socialV1 } = await readyToShare({ credentials: null });
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'unauthorized' } })).toBe(true);
    expect(socialV1.verifyCredentials).not.toHaveBeenCalled();
  });

  it('discards credentials the service calls invalid', async () => {
    const { actor, storage } = await readyToShare({ verify: () => Promise.resolve({ valid: false }) });
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'unauthorized' } })).toBe(true);
    expect(storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
  });

  it('is Checking (and the button disabled) until the service answers', async () => {
    const { actor } = await readyToShare({ verify: () => new Promise(() => {}) });
    expect(actor.getSnapshot().matches({ active: { socialAuth: 'checking' } })).toBe(true);
    expect(selectCanShare(actor.getSnapshot())).toBe(false);
  });
});

describe('a broken wallet watcher', () => {
  it('is logged, and the screen stays', async () => {
    const { actor, failures } = await readyToShare({ watcherFails: true });
    expect((failures[0] as Error).message).toBe('watcher broke');
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectCanShare(actor.getSnapshot())).toBe(true);
  });
});

describe('leaving the screen', () => {
  it('stops every timer, call and the wallet watcher', async () => {
    vi.useFakeTimers();
    const { actor, unsubscribe } = start({ viewerLink: () => new Promise(() => {}) });
    actor.send({ type: 'share.viewerLoading' });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
