import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { TimedClock } from './timedClock';

describe('TimedClock: a planned timer fires at its own due time', () => {
  it('moves to the due time of a timer armed steps ago, not a whole delay past now', () => {
    const clock = new TimedClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('expiry (10 s, armed at 0)'), 10_000);
    clock.increment(3_000);
    clock.setTimeout(() => fired.push('window (8 s, armed at 3 s)'), 8_000);
    expect(clock.timeUntil(10_000)).toBe(7_000);
    clock.increment(clock.timeUntil(10_000));
    // A whole 10 s from 3 s would also have fired the 8 s timer, due at 11 s.
    expect(fired).toEqual(['expiry (10 s, armed at 0)']);
    expect(clock.armedDelays()).toEqual([8_000]);
  });

  it('fires timers due earlier first, in due-time order', () => {
    const clock = new TimedClock();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(5_000), 5_000);
    clock.setTimeout(() => fired.push(2_000), 2_000);
    clock.increment(clock.timeUntil(5_000));
    expect(fired).toEqual([2_000, 5_000]);
    expect(clock.armedDelays()).toEqual([]);
  });

  it('forgets cleared timers, so a cancelled delay is not waited for', () => {
    const clock = new TimedClock();
    const id = clock.setTimeout(() => {}, 4_000);
    clock.clearTimeout(id);
    expect(clock.armedDelays()).toEqual([]);
    expect(clock.timeUntil(4_000)).toBe(4_000);
  });

  it("drives xstate's delayed transitions (the clock option)", () => {
    const machine = setup({ delays: { long: 10_000, short: 8_000 } }).createMachine({
      type: 'parallel',
      states: {
        slow: { initial: 'waiting', states: { waiting: { after: { long: 'done' } }, done: {} } },
        fast: {
          initial: 'idle',
          states: { idle: { on: { go: 'waiting' } }, waiting: { after: { short: 'done' } }, done: {} },
        },
      },
    });
    const clock = new TimedClock();
    const actor = createActor(machine, { clock }).start();
    clock.increment(3_000);
    actor.send({ type: 'go' });
    clock.increment(clock.timeUntil(10_000));
    expect(actor.getSnapshot().value).toEqual({ slow: 'done', fast: 'waiting' });
    actor.stop();
  });
});

describe('TimedClock.pass: time passing from timer to timer', () => {
  it('counts a timer armed on the way from when it was armed', async () => {
    const clock = new TimedClock();
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 1_000);
    }, 1_000);
    await clock.pass(5_000, async () => {});
    // One increment of 5 s would have armed the second timer at 5 s, due at 6 s.
    expect(fired).toEqual([1_000, 2_000]);
    expect(clock.now()).toBe(5_000);
  });
});
