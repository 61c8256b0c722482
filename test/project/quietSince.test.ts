// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietSince } from '../../scripts/size/quietSince';

/** The size check's settle wait (scripts/size/measureBuild.ts), on a fake clock. */
describe('quietSince', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = (wait: Promise<void>) => {
    let done = false;
    void wait.then(() => (done = true));
    return () => done;
  };

  it('resolves once the last arrival lies the quiet time in the past', async () => {
    const isDone = settled(quietSince(() => 0, 3_000));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('an arrival during the wait moves the deadline on', async () => {
    let last = 0;
    const isDone = settled(quietSince(() => last, 3_000));
    await vi.advanceTimersByTimeAsync(2_000);
    last = Date.now();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('resolves at once when the last arrival is already long past', async () => {
    vi.setSystemTime(10_000);
    const isDone = settled(quietSince(() => 0, 3_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });
});
