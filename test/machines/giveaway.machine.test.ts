import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import {
  giveawayMachine,
  selectCanEnter,
  selectCaptchaRound,
  selectCaptchaStep,
  selectEntering,
  selectEntryError,
  selectFollowStepRef,
  selectGiveawayFailed,
  selectHotWallet,
  selectScreening,
  type GiveawayInput,
  type GiveawayOutput,
  type GiveawaySnapshot,
} from '../../machines/giveaway';
import { bindGiveawayFlow, type GiveawayEdge } from '../../src/app/bindings/giveaway';
import { InvalidSocialHandlesError, RaffleDuplicateError } from '../../src/domain/errors';
import type { Services } from '../../src/services/services.types';
import { createSocialCredentialStore } from '../../src/services/social/socialCredentialStore';
import { mapStorage } from '../support/mapStorage';
import { followStepStateIn, followStepWithStandIns, HOT, userStandIn } from '../support/signUpStandIns';
import { failingPart, idlePart, recordingPart } from '../support/partStandIns';

const OTHER = '0xb0b0000000000000000000000000000000000b0b';

const INPUT: GiveawayInput = { campaign: 'giveaway-fezlove', requiredAccounts: ['storyverse'] };

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The giveaway as the app binds it (its real watchers and entry call), in one system with the
 * user flow; the sale service's subscribe is a spy.
 */
function start(
  options: { input?: Partial<GiveawayInput>; captchaBypassed?: boolean; subscribe?: () => Promise<unknown> } = {},
) {
  const storage = mapStorage();
  const subscribe = vi.fn(options.subscribe ?? (() => Promise.resolve({})));
  const edge: GiveawayEdge = {
    services: () => Promise.resolve({ sale: { subscribe } } as unknown as Services),
    storage,
    credentials: createSocialCredentialStore(storage),
    openPopup: () => null,
    redirect: () => {},
    returnTo: () => 'http://localhost/fezlove',
    captchaBypassed: options.captchaBypassed ?? true,
  };
  const logic = bindGiveawayFlow(edge).provide({
    actors: {
      followStep: followStepWithStandIns(edge) as unknown as never,
    },
  });
  let output: GiveawayOutput | null = null;
  const system = createMachine({
    id: 'system',
    invoke: [
      { id: 'user', systemId: 'user', src: userStandIn },
      {
        id: 'giveaway',
        src: logic,
        input: { ...INPUT, ...options.input },
        onDone: { actions: ({ event }) => void (output = event.output as GiveawayOutput) },
      },
    ],
  });
  const root = createActor(system);
  running.push(root);
  root.start();
  const giveaway = root.getSnapshot().children.giveaway!;
  const user = root.getSnapshot().children.user!;
  const snapshot = () => giveaway.getSnapshot() as GiveawaySnapshot;
  /** A safe wallet with its follows verified: all the button still needs is the captcha. */
  const connectAndFollow = (address = HOT) => {
    user.send({ type: 'login', address });
    user.send({ type: 'safe' });
    root.system.get('socialAuth')!.send({ type: 'login' });
    root.system.get('followVerify')!.send({ type: 'subbed' });
  };
  return {
    giveaway,
    user,
    root,
    snapshot,
    subscribe,
    connectAndFollow,
    output: () => output,
    followStep: () => followStepStateIn(root.system),
  };
}

describe('the register button (spec section 5)', () => {
  it('needs a safe connected wallet and the follows verified; the mock environment bypasses the captcha', () => {
    const flow = start();
    expect(selectCaptchaStep(flow.snapshot())).toBe('bypassed');
    expect(flow.followStep()).toBe('awaitingWallet');
    expect(flow.snapshot().context.followsVerified).toBe(false);
    expect(selectCanEnter(flow.snapshot())).toBe(false);

    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'safe' });
    expect(flow.followStep()).toBe('connecting');
    expect(selectCanEnter(flow.snapshot())).toBe(false);

    flow.root.system.get('socialAuth')!.send({ type: 'login' });
    expect(flow.followStep()).toBe('verifying');
    flow.root.system.get('followVerify')!.send({ type: 'subbed' });
    expect(selectCanEnter(flow.snapshot())).toBe(true);
  });

  it('stays disabled for a blocked wallet', () => {
    const flow = start({ input: { requiredAccounts: [] } });
    expect(flow.followStep()).toBe('notRequired');
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'blocked' });
    expect(selectCanEnter(flow.snapshot())).toBe(false);
  });

  it('outside the mock environment needs the captcha solved, and again once it expires', () => {
    const flow = start({ captchaBypassed: false });
    flow.connectAndFollow();
    expect(selectCaptchaStep(flow.snapshot())).toBe('unsolved');
    expect(selectCanEnter(flow.snapshot())).toBe(false);

    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-1' });
    expect(selectCanEnter(flow.snapshot())).toBe(true);

    flow.giveaway.send({ type: 'giveaway.captchaExpired' });
    expect(selectCaptchaStep(flow.snapshot())).toBe('unsolved');
    expect(selectCaptchaRound(flow.snapshot())).toBe(1);
    expect(selectCanEnter(flow.snapshot())).toBe(false);
  });

  it('another wallet starts the follow step over but keeps the solved captcha and the form', () => {
    const flow = start({ captchaBypassed: false });
    flow.connectAndFollow();
    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-1' });
    flow.user.send({ type: 'logout' });
    expect(flow.followStep()).toBe('awaitingWallet');
    expect(selectCaptchaStep(flow.snapshot())).toBe('solved');
    expect(flow.snapshot().context.captchaToken).toBe('captcha-token-1');
    flow.connectAndFollow(OTHER);
    expect(selectCanEnter(flow.snapshot())).toBe(true);
  });

  it('a captcha that did not load can be loaded again', () => {
    const flow = start({ captchaBypassed: false });
    flow.giveaway.send({ type: 'giveaway.captchaFailed' });
    expect(selectCaptchaStep(flow.snapshot())).toBe('failed');
    flow.giveaway.send({ type: 'giveaway.retryCaptcha' });
    expect(selectCaptchaStep(flow.snapshot())).toBe('unsolved');
    expect(selectCaptchaRound(flow.snapshot())).toBe(1);
  });
});

describe('registering (spec sections 4, 7 and 8)', () => {
  it('enters the campaign with the wallet, the Twitter handle and the captcha token, and ends registered', async () => {
    const flow = start({ captchaBypassed: false });
    flow.connectAndFollow();
    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-1' });
    flow.giveaway.send({ type: 'giveaway.submit' });
    expect(selectEntering(flow.snapshot())).toBe(true);
    expect(selectCanEnter(flow.snapshot())).toBe(false);
    await flush();
    expect(flow.subscribe).toHaveBeenCalledTimes(1);
    expect(flow.subscribe).toHaveBeenCalledWith(
      {
        campaign: 'giveaway-fezlove',
        socialHandles: { hotWallet: HOT, twitterHandle: 'ape_fan' },
        captchaToken: 'captcha-token-1',
      },
      expect.any(AbortSignal),
    );
    expect(flow.output()).toEqual({ kind: 'registered', twitter: 'ape_fan' });
  });

  it('without required follows, enters with the wallet alone', async () => {
    const flow = start({ input: { requiredAccounts: [] } });
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'safe' });
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(flow.subscribe).toHaveBeenCalledWith(
      { campaign: 'giveaway-fezlove', socialHandles: { hotWallet: HOT }, captchaToken: '' },
      expect.any(AbortSignal),
    );
    expect(flow.output()).toEqual({ kind: 'registered', twitter: null });
  });

  it('a submit the rule does not allow calls nothing', async () => {
    const flow = start();
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(flow.subscribe).not.toHaveBeenCalled();
    expect(flow.snapshot().status).toBe('active');
  });

  it('HTTP 409 shows the raffle, wallet and Twitter lines, spends the captcha, and another wallet can enter', async () => {
    const flow = start({
      captchaBypassed: false,
      subscribe: () => Promise.reject(new RaffleDuplicateError('giveaway-fezlove', HOT.toLowerCase(), 'ape_fan')),
    });
    flow.connectAndFollow();
    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-1' });
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(selectEntryError(flow.snapshot())).toEqual({
      kind: 'duplicate',
      duplicate: { raffle: 'giveaway-fezlove', wallet: HOT.toLowerCase(), twitter: 'ape_fan' },
    });
    expect(flow.output()).toBeNull();
    expect(selectCaptchaStep(flow.snapshot())).toBe('unsolved');
    expect(selectCanEnter(flow.snapshot())).toBe(false);

    // Another wallet: the failure was the first wallet's, and its follow step starts over.
    flow.user.send({ type: 'logout' });
    expect(selectEntryError(flow.snapshot())).toBeNull();
    flow.subscribe.mockImplementation(() => Promise.resolve({}));
    flow.connectAndFollow(OTHER);
    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-2' });
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(flow.subscribe).toHaveBeenLastCalledWith(
      expect.objectContaining({ socialHandles: { hotWallet: OTHER, twitterHandle: 'ape_fan' } }),
      expect.any(AbortSignal),
    );
    expect(flow.output()).toEqual({ kind: 'registered', twitter: 'ape_fan' });
  });

  it("refused handles (HTTP 400) say 'Invalid social handles. Please correct and try again.', and the next entry goes through", async () => {
    const flow = start({ captchaBypassed: false, subscribe: () => Promise.reject(new InvalidSocialHandlesError()) });
    flow.connectAndFollow();
    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-1' });
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(selectEntryError(flow.snapshot())).toEqual({ kind: 'invalidHandles' });
    expect(flow.output()).toBeNull();
    expect(selectCaptchaStep(flow.snapshot())).toBe('unsolved');
    flow.subscribe.mockImplementation(() => Promise.resolve({}));
    flow.giveaway.send({ type: 'giveaway.captchaSolved', token: 'captcha-token-2' });
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(flow.output()).toEqual({ kind: 'registered', twitter: 'ape_fan' });
  });

  it('any other failure says so and the user can try again', async () => {
    const flow = start({ subscribe: () => Promise.reject(new Error('Rest API error')) });
    flow.connectAndFollow();
    flow.giveaway.send({ type: 'giveaway.submit' });
    await flush();
    expect(selectEntryError(flow.snapshot())).toEqual({ kind: 'failed' });
    // The mock environment's bypass is not spent: the button works again at once.
    expect(selectCanEnter(flow.snapshot())).toBe(true);
    flow.subscribe.mockImplementation(() => Promise.resolve({}));
    flow.giveaway.send({ type: 'giveaway.submit' });
    expect(selectEntryError(flow.snapshot())).toBeNull();
    await flush();
    expect(flow.output()).toEqual({ kind: 'registered', twitter: 'ape_fan' });
  });

  it('ends as already entered when the follow step finds the wallet in the campaign', () => {
    const flow = start();
    flow.user.send({ type: 'login' });
    flow.root.system.get('socialAuth')!.send({ type: 'login' });
    flow.root.system.get('followVerify')!.send({ type: 'entered' });
    expect(flow.output()).toEqual({ kind: 'alreadyEntered', twitter: 'ape_fan' });
  });

  it('a disconnected Twitter account un-verifies the follows', () => {
    const flow = start();
    flow.connectAndFollow();
    flow.root.system.get('socialAuth')!.send({ type: 'logout' });
    expect(flow.followStep()).toBe('connecting');
    expect(selectCanEnter(flow.snapshot())).toBe(false);
  });
});

describe('the giveaway chart with stand-ins for its parts', () => {
  const idle = idlePart as never;

  function chart(actors: Record<string, AnyActorLogic> = {}, input: Partial<GiveawayInput> = {}, bypassed = true) {
    const entries: unknown[] = [];
    const logic = giveawayMachine.provide({
      actors: {
        watchHotWallet: idle,
        watchFollowStep: idle,
        followStep: idle as never,
        enterGiveaway: fromPromise(async ({ input: entry }) => {
          entries.push(entry);
          return { kind: 'entered' };
        }) as never,
        ...actors,
      },
      guards: { captchaBypassed: () => bypassed },
    });
    const actor = createActor(logic, { input: { ...INPUT, ...input } });
    running.push(actor);
    actor.start();
    return { actor, entries, snapshot: () => actor.getSnapshot() };
  }

  it('the unbound captcha rule bypasses nothing', () => {
    const actor = createActor(
      giveawayMachine.provide({ actors: { watchHotWallet: idle, watchFollowStep: idle, followStep: idle as never } }),
      { input: INPUT },
    );
    running.push(actor);
    actor.start();
    expect(selectCaptchaStep(actor.getSnapshot())).toBe('unsolved');
  });

  it('needs a wallet even when no follows are required', () => {
    const { actor, snapshot } = chart({}, { requiredAccounts: [] });
    actor.send({ type: 'giveaway.screeningChanged', status: 'safe' });
    expect(selectCanEnter(snapshot())).toBe(false);
    actor.send({ type: 'giveaway.hotWalletChanged', address: HOT });
    expect(selectCanEnter(snapshot())).toBe(true);
  });

  it('needs the follows verified for the wallet, and again for another wallet', () => {
    const { actor, snapshot } = chart();
    actor.send({ type: 'giveaway.screeningChanged', status: 'safe' });
    expect(selectScreening(snapshot())).toBe('safe');
    expect(selectCanEnter(snapshot())).toBe(false);
    actor.send({ type: 'giveaway.hotWalletChanged', address: HOT });
    expect(selectHotWallet(snapshot())).toBe(HOT);
    expect(selectCanEnter(snapshot())).toBe(false);
    actor.send({ type: 'giveaway.followsChanged', verified: true, twitterHandle: 'ape_fan' });
    expect(selectCanEnter(snapshot())).toBe(true);
    actor.send({ type: 'giveaway.hotWalletChanged', address: OTHER });
    expect(selectCanEnter(snapshot())).toBe(false);
  });

  it('hands the follow step the sale and the wallet, by system id', () => {
    const followStep = recordingPart();
    const { actor, snapshot } = chart({ followStep: followStep.logic });
    actor.send({ type: 'giveaway.hotWalletChanged', address: HOT });
    expect(followStep.inputs.at(-1)).toEqual({
      requiredAccounts: ['storyverse'],
      campaign: 'giveaway-fezlove',
      walletAddress: HOT,
    });
    expect(selectFollowStepRef(snapshot())).toBe(actor.system.get('followStep'));
    expect(selectFollowStepRef(snapshot())).toBeDefined();
  });

  it('enters without a campaign with an empty one, and is entering only meanwhile', async () => {
    const { actor, entries, snapshot } = chart({}, { campaign: null, requiredAccounts: [] });
    actor.send({ type: 'giveaway.screeningChanged', status: 'safe' });
    actor.send({ type: 'giveaway.hotWalletChanged', address: HOT });
    expect(selectEntering(snapshot())).toBe(false);
    actor.send({ type: 'giveaway.submit' });
    expect(selectEntering(snapshot())).toBe(true);
    await flush();
    expect(entries).toEqual([{ campaign: '', hotWallet: HOT, twitterHandle: null, captchaToken: '' }]);
    expect(snapshot().value).toBe('registered');
  });

  it.each(['watchHotWallet', 'followStep', 'watchFollowStep'])(
    'fails when %s stops, and starts again on restart',
    (part) => {
      const { actor, snapshot } = chart({ [part]: failingPart(1) });
      expect(selectGiveawayFailed(snapshot())).toBe(true);
      actor.send({ type: 'giveaway.restart' });
      expect(selectGiveawayFailed(snapshot())).toBe(false);
      expect(snapshot().matches('active')).toBe(true);
    },
  );
});
