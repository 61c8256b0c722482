import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type Actor } from 'xstate';
import {
  PHASE_TIMER_LIMIT_MS,
  phaseTimerMachine,
  selectPhaseReached,
  selectPhaseTimerScheduled,
  type PhaseTimerClockRequest,
} from '../../machines/phaseTimer';
import { bindPhaseTimer, type PhaseTimerLogic } from '../../src/app/bindings/phaseTimer';
import { timerInputFor } from '../support/phaseTimerCases';

const running: Actor<PhaseTimerLogic | typeof phaseTimerMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

/** The page's wake-up signals, fired by hand. */
function fakePage(now: () => number) {
  const document = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  document.visibilityState = 'visible';
  const window = new EventTarget();
  const logic = bindPhaseTimer({
    now,
    document: document as unknown as Document,
    window: window as unknown as Window,
  });
  return { logic, document, window };
}

/** A boundary at `at` that leads to `next`, found when the page's clock says `remainingMs` are left. */
interface Case {
  at: number;
  next: 'Whitelist' | 'PreMint' | 'Mint' | 'PostMint';
  remainingMs: number;
}

/**
 * The timer for a case, on a page whose wall clock follows the simulated timers' clock, plus
 * whatever the laptop slept (`setTime` jumps the wall clock without firing timers, as a suspended
 * laptop does). The timer plans its boundary from the page's clock when it starts.
 */
function start({ at, next, remainingMs }: Case, clock = new SimulatedClock()) {
  let skew = Number.isFinite(at) ? at - remainingMs : 0;
  const page = fakePage(() => clock.now() + skew);
  const actor = createActor(page.logic, { input: timerInputFor(at, next), clock });
  running.push(actor);
  actor.start();
  return { actor, clock, page, setTime: (ms: number) => (skew = ms - clock.now()) };
}

describe('the phase timer (spec sections 4 and 9)', () => {
  it('fires exactly at the boundary and outputs the next page state', () => {
    const { actor, clock } = start({ at: 60_000, next: 'Whitelist', remainingMs: 60_000 });
    expect(selectPhaseTimerScheduled(actor.getSnapshot())).toBe(true);
    clock.increment(59_999);
    expect(selectPhaseReached(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'Whitelist' });
    expect(selectPhaseReached(actor.getSnapshot())).toBe('Whitelist');
    expect(selectPhaseTimerScheduled(actor.getSnapshot())).toBe(false);
  });

  it('is reached at once when the boundary already passed, or is now', () => {
    expect(start({ at: 0, next: 'PreMint', remainingMs: -5_000 }).actor.getSnapshot().output).toEqual({
      next: 'PreMint',
    });
    expect(start({ at: 0, next: 'PreMint', remainingMs: 0 }).actor.getSnapshot().output).toEqual({ next: 'PreMint' });
  });

  it(`schedules the phase timer only under ${PHASE_TIMER_LIMIT_MS} ms: one ms less runs, the limit itself does not`, () => {
    expect(start({ at: 0, next: 'Mint', remainingMs: 604_799 }).actor.getSnapshot().value).toBe('waiting');
    const dormant = start({ at: 0, next: 'Mint', remainingMs: 604_800 }).actor.getSnapshot();
    expect(dormant.value).toBe('dormant');
    expect(selectPhaseTimerScheduled(dormant)).toBe(false);
  });

  it('a dormant timer starts the phase timer once the boundary is within the limit, and fires on time', () => {
    const { actor, clock } = start({ at: 0, next: 'Mint', remainingMs: 30 * 60_000 });
    expect(actor.getSnapshot().value).toBe('dormant');
    clock.increment(30 * 60_000 - 604_799 - 1);
    expect(actor.getSnapshot().value).toBe('dormant');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(604_798);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ next: 'Mint' });
  });

  it('a boundary months away is measured again daily, never with a delay a timer cannot hold', () => {
    const { actor, clock } = start({ at: 0, next: 'Mint', remainingMs: 90 * 86_400_000 });
    clock.increment(86_400_000);
    expect(actor.getSnapshot().value).toBe('dormant');
    expect(actor.getSnapshot().context.remainingMs).toBe(89 * 86_400_000);
  });

  it('a page that never moves (an infinitely far boundary) stays dormant', () => {
    const { actor, clock } = start({ at: Infinity, next: 'PostMint', remainingMs: Infinity });
    clock.increment(3 * 86_400_000);
    expect(actor.getSnapshot().value).toBe('dormant');
  });

  it('after a sleep, a wake-up measures against the absolute time: a passed boundary is reached at once', () => {
    const { actor, page, setTime } = start({ at: 600_000, next: 'PostMint', remainingMs: 600_000 });
    // The laptop slept 20 minutes: the simulated clock did not move, as a suspended timer does not.
    setTime(1_200_000);
    page.window.dispatchEvent(new Event('focus'));
    expect(actor.getSnapshot().output).toEqual({ next: 'PostMint' });
  });

  it('a wake-up reschedules for the time really left', () => {
    const { actor, clock, page, setTime } = start({ at: 600_000, next: 'Mint', remainingMs: 600_000 });
    setTime(500_000);
    page.document.dispatchEvent(new Event('visibilitychange'));
    clock.increment(99_999);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ next: 'Mint' });
  });

  it('a dormant timer starts once a wake-up finds the boundary within the limit', () => {
    const { actor, page, setTime } = start({ at: 7_000_000, next: 'Mint', remainingMs: 7_000_000 });
    expect(actor.getSnapshot().value).toBe('dormant');
    setTime(7_000_000 - 1_000);
    page.window.dispatchEvent(new Event('focus'));
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('ignores a visibility change to hidden', () => {
    const { actor, page, setTime } = start({ at: 600_000, next: 'Mint', remainingMs: 600_000 });
    setTime(700_000);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('after a dormant wait the clock does not answer, it goes on the time left as on a punctual clock', () => {
    // The page's clock answers the first question only (the time is 0); the boundary is 30 min away.
    const clock = new SimulatedClock();
    const answerOnce = fromCallback<PhaseTimerClockRequest>(({ sendBack, receive }) => {
      let asked = false;
      receive(() => {
        if (!asked) sendBack({ type: 'phaseTimer.clockRead', now: 0 });
        asked = true;
      });
    });
    const actor = createActor(phaseTimerMachine.provide({ actors: { watchWake: answerOnce } }), {
      input: timerInputFor(30 * 60_000, 'Mint'),
      clock,
    });
    running.push(actor);
    actor.start();
    expect(actor.getSnapshot().value).toBe('dormant');
    clock.increment(30 * 60_000 - PHASE_TIMER_LIMIT_MS + 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.remainingMs).toBe(PHASE_TIMER_LIMIT_MS - 1);
    clock.increment(PHASE_TIMER_LIMIT_MS - 2);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ next: 'Mint' });
  });

  it("logs a page clock that fails, with its error, and moves the page by no clock's word", () => {
    const lost = new Error('no clock');
    const logged: unknown[] = [];
    const actor = createActor(
      phaseTimerMachine.provide({
        actors: {
          watchWake: fromCallback<PhaseTimerClockRequest>(() => {
            throw lost;
          }),
        },
        actions: { logWatchFailure: (_, params) => void logged.push(params.error) },
      }),
      { input: timerInputFor(60_000, 'Mint') },
    );
    running.push(actor);
    actor.start();
    expect(logged).toEqual([lost]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('stops listening and leaves no timer once stopped', () => {
    vi.useFakeTimers();
    const page = fakePage(() => 0);
    const remove = vi.spyOn(page.window, 'removeEventListener');
    const actor = createActor(page.logic, { input: timerInputFor(60_000, 'Mint') });
    actor.start();
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('focus', expect.any(Function));
  });
});
