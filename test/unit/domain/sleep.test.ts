import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../src/domain/sleep';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** What `promise` settled with so far: 'pending', 'resolved', or the rejection's reason. */
function track(promise: Promise<void>) {
  const state: { outcome: unknown } = { outcome: 'pending' };
  promise.then(
    () => (state.outcome = 'resolved'),
    (reason: unknown) => (state.outcome = reason),
  );
  return state;
}

describe('sleep', () => {
  it('resolves after the given time, not before', async () => {
    const state = track(sleep(1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.outcome).toBe('resolved');
  });

  it("rejects at once with an already aborted signal's reason, and starts no timer", async () => {
    const reason = new Error('gone');
    const state = track(sleep(1000, AbortSignal.abort(reason)));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.outcome).toBe(reason);
  });

  it("rejects with the signal's reason as soon as it aborts, and stops its timer", async () => {
    const controller = new AbortController();
    const state = track(sleep(1000, controller.signal));
    await vi.advanceTimersByTimeAsync(400);
    controller.abort('cancelled');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.outcome).toBe('cancelled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no listener on a signal that outlives it, whether it ends or is aborted', async () => {
    const kept = new AbortController();
    const ended = sleep(1000, kept.signal);
    await vi.advanceTimersByTimeAsync(1000);
    await ended;
    expect(getEventListeners(kept.signal, 'abort')).toHaveLength(0);

    const aborted = new AbortController();
    const state = track(sleep(1000, aborted.signal));
    aborted.abort('stop');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.outcome).toBe('stop');
    expect(getEventListeners(aborted.signal, 'abort')).toHaveLength(0);
  });
});
