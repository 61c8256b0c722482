// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback, type AnyActorRef } from 'xstate';
import {
  navbarBridgeMachine,
  selectFrameVersion,
  selectHostedAppLoaded,
  selectIntroOverlay,
  type HostedApp,
  type NavbarBridgeEvent,
  type NavbarBridgeInput,
} from '../../machines/navbarBridge';
import type { AnalyticsEvent } from '../../src/services/analytics/analytics.types';
import { bindNavbarBridge } from '../../src/app/bindings/navbarBridge';

function start(input: Partial<NavbarBridgeInput> = {}) {
  const effects = { navigateInApp: vi.fn(), navigateAway: vi.fn(), answerWeb3Check: vi.fn() };
  const clock = new SimulatedClock();
  let frame: (event: NavbarBridgeEvent) => void = () => {};
  const actor = createActor(
    navbarBridgeMachine.provide({
      actors: { listenToFrame: fromCallback<NavbarBridgeEvent>(({ sendBack }) => void (frame = sendBack)) },
      actions: {
        navigateInApp: (_, params) => effects.navigateInApp(params.target),
        navigateAway: (_, params) => effects.navigateAway(params.target),
        answerWeb3Check: () => effects.answerWeb3Check(),
      },
    }),
    { input: { hostedApp: 'creator', showIntro: true, keepIntro: false, version: 1, ...input }, clock },
  ).start();
  return { actor, clock, effects, frame: (event: NavbarBridgeEvent) => frame(event) };
}

describe('navbar bridge machine', () => {
  it('shows the loading video until the hosted app has loaded, then fades it for 500 ms', () => {
    const { actor, clock, frame } = start();
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('shown');
    frame({ type: 'bridge.appLoaded' });
    expect(selectHostedAppLoaded(actor.getSnapshot())).toBe(true);
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('fading');
    clock.increment(499);
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('fading');
    clock.increment(1);
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('gone');
  });

  it('ends the video when it ends or cannot play, and shows none for novideo', () => {
    const ended = start();
    ended.actor.send({ type: 'intro.ended' });
    expect(selectIntroOverlay(ended.actor.getSnapshot())).toBe('fading');
    const failed = start();
    failed.actor.send({ type: 'intro.failed' });
    expect(selectIntroOverlay(failed.actor.getSnapshot())).toBe('fading');
    expect(selectIntroOverlay(start({ showIntro: false }).actor.getSnapshot())).toBe('gone');
  });

  it('keeps the video to its end with fullvideo', () => {
    const { actor, frame } = start({ keepIntro: true });
    frame({ type: 'bridge.appLoaded' });
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('shown');
    actor.send({ type: 'intro.ended' });
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('fading');
  });

  it('shows the overlay again when the navbar asks for it', () => {
    const { actor, frame } = start({ showIntro: false });
    frame({ type: 'bridge.loadingVideoRequested' });
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('shown');
  });

  it('routes page requests: in-app for our paths, a full navigation for http(s) addresses', () => {
    const { effects, frame } = start();
    frame({ type: 'bridge.pageRequested', target: { kind: 'internal', path: '/about' } });
    frame({ type: 'bridge.pageRequested', target: { kind: 'external', href: 'https://market.example/' } });
    expect(effects.navigateInApp).toHaveBeenCalledExactlyOnceWith({ kind: 'internal', path: '/about' });
    expect(effects.navigateAway).toHaveBeenCalledExactlyOnceWith({ kind: 'external', href: 'https://market.example/' });
  });

  it('reloads the frame with a new v on a refresh request, and answers the web3 check', () => {
    const { actor, effects, frame } = start();
    frame({ type: 'bridge.appLoaded' });
    frame({ type: 'bridge.refreshRequested', at: 42 });
    expect(selectFrameVersion(actor.getSnapshot())).toBe(42);
    expect(selectHostedAppLoaded(actor.getSnapshot())).toBe(false);
    frame({ type: 'bridge.web3CheckRequested' });
    expect(effects.answerWeb3Check).toHaveBeenCalledOnce();
    frame({ type: 'bridge.appLoaded' });
    expect(selectHostedAppLoaded(actor.getSnapshot())).toBe(true);
  });

  it("reports the frame's listener failing with its error, and the overlay still fades", () => {
    const reported: unknown[] = [];
    const lost = new Error('the frame is gone');
    const clock = new SimulatedClock();
    const actor = createActor(
      navbarBridgeMachine.provide({
        actors: {
          listenToFrame: fromCallback<NavbarBridgeEvent>(() => {
            throw lost;
          }),
        },
        actions: { reportBridgeFailure: (_, params) => reported.push(params.error) },
      }),
      { input: { hostedApp: 'viewer', showIntro: true, keepIntro: false, version: 1 }, clock },
    ).start();
    expect(reported).toEqual([lost]);
    actor.send({ type: 'intro.ended' });
    clock.increment(500);
    expect(selectIntroOverlay(actor.getSnapshot())).toBe('gone');
  });
});

describe('navbar bridge binding', () => {
  const FRAME = 'https://creator.example';

  function bound(hostedApp: HostedApp = 'creator') {
    const tracked: AnalyticsEvent[] = [];
    const edge = {
      navigate: vi.fn(),
      leave: vi.fn(),
      web3Available: vi.fn(() => true),
      now: () => 77,
      analytics: { track: (event: AnalyticsEvent) => void tracked.push(event) },
    };
    const actor: AnyActorRef = createActor(bindNavbarBridge({ window, frameOrigin: FRAME, ...edge }), {
      input: { hostedApp, showIntro: true, keepIntro: false, version: 1 },
    }).start();
    const post = (data: unknown, origin = FRAME, source: MessageEventSource | null = null) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    return { actor, edge, post, tracked };
  }

  it('records GameStart once when the creator has loaded, not again after a reload, and never for the viewer', () => {
    const creator = bound('creator');
    creator.post({ type: 'navbar:loaded' });
    creator.post({ type: 'navbar:refresh' });
    creator.post({ type: 'navbar:loaded' });
    expect(creator.tracked).toEqual([{ name: 'GameStart', usage: 'unknown' }]);
    creator.actor.stop();
    const viewer = bound('viewer');
    viewer.post({ type: 'navbar:loaded' });
    expect(selectHostedAppLoaded(viewer.actor.getSnapshot())).toBe(true);
    expect(viewer.tracked).toEqual([]);
    viewer.actor.stop();
  });

  it('acts on valid messages from the frame origin only', () => {
    const { actor, edge, post } = bound();
    post({ type: 'navbar:page', path: '/founders' }, 'https://evil.example');
    post({ type: 'navbar:page', path: 'javascript:alert(1)' });
    post({ type: 'navbar:whatever' });
    expect(edge.navigate).not.toHaveBeenCalled();
    expect(edge.leave).not.toHaveBeenCalled();
    post({ type: 'navbar:page', path: '/founders' });
    post({ type: 'navbar:page', path: 'https://market.example/x' });
    post({ type: 'navbar:refresh' });
    expect(edge.navigate).toHaveBeenCalledExactlyOnceWith('/founders');
    expect(edge.leave).toHaveBeenCalledExactlyOnceWith('https://market.example/x');
    expect(actor.getSnapshot().context.version).toBe(77);
    actor.stop();
  });

  it('answers the web3 check to the asking frame, on the frame origin only', () => {
    const { actor, post } = bound();
    const asker = { postMessage: vi.fn() } as unknown as Window;
    post({ type: 'navbar:web3Check' }, FRAME, asker);
    expect(asker.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'navbar:web3CheckResult', available: true },
      FRAME,
    );
    actor.stop();
  });

  it('stops listening when the page is left', () => {
    const { actor, edge, post } = bound();
    actor.stop();
    post({ type: 'navbar:page', path: '/about' });
    expect(edge.navigate).not.toHaveBeenCalled();
  });
});
