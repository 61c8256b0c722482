import { describe, expect, it } from 'vitest';
import { createRequestBudget, RETURN_SHARE } from '../chain/harness/reference/requestBudget';

/** A clock the test moves by hand, starting on a whole second. */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the reference backend’s request budget (issue 51)', () => {
  it('answers a fifth of a second’s budget at once, then one request per 1/C s', () => {
    const clock = manualClock();
    const budget = createRequestBudget(100, clock.now);
    const answered = Array.from({ length: 30 }, (_, index) => budget.admit(`new ${index}`).admitted);
    expect(answered.filter(Boolean)).toHaveLength(20);
    clock.advance(10);
    expect(budget.admit('after 10 ms').admitted).toBe(true);
    expect(budget.admit('right after').admitted).toBe(false);
  });

  it('sends the overflow back to later seconds, at most the returns’ share of each, in order', () => {
    const clock = manualClock();
    const budget = createRequestBudget(100, clock.now);
    for (let index = 0; index < 20; index += 1) budget.admit(`burst ${index}`);
    const perSecond = 100 * RETURN_SHARE;
    const waits = Array.from({ length: 3 * perSecond }, (_, index) => {
      const admission = budget.admit(`over ${index}`);
      if (admission.admitted) throw new Error('admitted past the budget');
      return admission.retryAfterSeconds;
    });
    // The returns' share of each of the next three seconds, in order: the wait grows with the backlog.
    expect(waits.filter((wait) => wait === 1)).toHaveLength(perSecond);
    expect(waits.filter((wait) => wait === 2)).toHaveLength(perSecond);
    expect(waits.filter((wait) => wait === 3)).toHaveLength(perSecond);
  });

  it('answers a request that comes back as told, even when new requests have spent the budget', () => {
    const clock = manualClock();
    const budget = createRequestBudget(10, clock.now);
    budget.admit('a');
    budget.admit('b');
    const sentBack = budget.admit('POST /wl/bayc/waitlist {"hotWallet":"0x1"}');
    expect(sentBack).toEqual({ admitted: false, retryAfterSeconds: 1 });
    clock.advance(1000);
    budget.admit('c');
    budget.admit('d');
    expect(budget.admit('new one').admitted).toBe(false);
    expect(budget.admit('POST /wl/bayc/waitlist {"hotWallet":"0x1"}').admitted).toBe(true);
  });

  it('holds a place for each of several identical requests, answered in turn as they come back', () => {
    const clock = manualClock();
    const budget = createRequestBudget(2, clock.now);
    // One request at once (a fifth of 2 rounds up to one), then one place a second.
    const same = 'POST /mint/bayc/tokenThumbnails {"tokenIds":["101","102"]}';
    expect(budget.admit(same).admitted).toBe(true);
    expect(budget.admit(same)).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(budget.admit(same)).toEqual({ admitted: false, retryAfterSeconds: 2 });
    expect(budget.admit('other')).toEqual({ admitted: false, retryAfterSeconds: 3 });
    clock.advance(1000);
    expect(budget.admit(same).admitted).toBe(true);
    // The second place is not due yet: a request now is a new one, and takes the next free place.
    expect(budget.admit(same)).toEqual({ admitted: false, retryAfterSeconds: 3 });
    clock.advance(1000);
    expect(budget.admit(same).admitted).toBe(true);
    clock.advance(1000);
    expect(budget.admit('other').admitted).toBe(true);
    expect(budget.admit(same).admitted).toBe(false);
    clock.advance(1000);
    expect(budget.admit(same).admitted).toBe(true);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => createRequestBudget(0)).toThrow(RangeError);
    expect(() => createRequestBudget(Number.NaN)).toThrow(RangeError);
  });
});
