import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_RETRIES, retry } from '../../../src/domain/retry';
import { RETRY_AFTER_CAP_MS } from '../../../src/domain/retryWait';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task failing `failures` times (with errors 'fail 1', 'fail 2'...) and then answering 'ok'. */
function flaky(failures: number) {
  return vi.fn(async (attempt: number) => {
    if (attempt <= failures) throw new Error(`fail ${attempt}`);
    return 'ok';
  });
}

describe('retry', () => {
  // At the draw's middle every wait is exactly its mean: these cases count the spec's timing.
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  it('resolves at once when the first try succeeds, calling the task synchronously with attempt 1', async () => {
    const task = flaky(0);
    const result = retry(task);
    expect(task).toHaveBeenCalledExactlyOnceWith(1);
    await expect(result).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits 1000 ms between tries by default, passing the attempt number', async () => {
    const task = flaky(2);
    const result = retry(task);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    await expect(result).resolves.toBe('ok');
  });

  it('gives up after 5 tries (4 waits) and rethrows the last error', async () => {
    const task = flaky(Number.POSITIVE_INFINITY);
    const result = retry(task);
    const assertion = expect(result).rejects.toThrow('fail 5');
    await vi.advanceTimersByTimeAsync(3999);
    expect(task).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(task).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(5);
  });

  it('takes its tries and delay from the options', async () => {
    const task = flaky(Number.POSITIVE_INFINITY);
    const assertion = expect(retry(task, { tries: 2, delayMs: 50 })).rejects.toThrow('fail 2');
    await vi.advanceTimersByTimeAsync(50);
    await assertion;
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('with BACKEND_RETRIES tries 4 times, 1 s apart', async () => {
    const task = flaky(Number.POSITIVE_INFINITY);
    const assertion = expect(retry(task, BACKEND_RETRIES)).rejects.toThrow('fail 4');
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    expect(task).toHaveBeenCalledTimes(4);
    const succeeding = flaky(3);
    const result = retry(succeeding, BACKEND_RETRIES);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('ok');
  });

  it('counts a synchronous throw as a failed try', async () => {
    let calls = 0;
    const result = retry(
      () => {
        calls += 1;
        if (calls === 1) throw new Error('sync');
        return Promise.resolve(calls);
      },
      { delayMs: 10 },
    );
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toBe(2);
  });

  it('stops at once when shouldRetry says no', async () => {
    const task = flaky(Number.POSITIVE_INFINITY);
    const shouldRetry = vi.fn((error: unknown) => (error as Error).message !== 'fail 2');
    const assertion = expect(retry(task, { shouldRetry })).rejects.toThrow('fail 2');
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
    expect(task).toHaveBeenCalledTimes(2);
    expect(shouldRetry).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'fail 2' }), 2);
  });

  it('rejects before the first try for an already aborted signal', async () => {
    const task = flaky(0);
    const reason = new Error('gone');
    await expect(retry(task, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(task).not.toHaveBeenCalled();
  });

  it('stops at once when aborted during a wait, with the signal reason, and tries no more', async () => {
    const controller = new AbortController();
    const task = flaky(Number.POSITIVE_INFINITY);
    const result = retry(task, { signal: controller.signal });
    const assertion = expect(result).rejects.toBe('cancelled');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort('cancelled');
    await assertion;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at once when aborted during a try that never settles', async () => {
    const controller = new AbortController();
    const task = vi.fn((attempt: number) =>
      attempt === 1 ? Promise.reject(new Error('first')) : new Promise<string>(() => {}),
    );
    const result = retry(task, { signal: controller.signal });
    const assertion = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    controller.abort();
    await assertion;
  });

  it('ignores a late failure of a try after an abort', async () => {
    const controller = new AbortController();
    let fail: (error: Error) => void = () => {};
    const task = vi.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    const assertion = expect(retry(task, { signal: controller.signal })).rejects.toBe('stop');
    controller.abort('stop');
    fail(new Error('late'));
    await assertion;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('resolves normally when a signal is given but never aborts', async () => {
    const task = flaky(1);
    const result = retry(task, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
  });

  it('leaves no listener on a signal that outlives it, after failed and successful tries', async () => {
    const controller = new AbortController();
    const result = retry(flaky(1), { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('leaves no listener on the signal once aborted during a try', async () => {
    const controller = new AbortController();
    const assertion = expect(retry(() => new Promise(() => {}), { signal: controller.signal })).rejects.toBe('stop');
    controller.abort('stop');
    await assertion;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('tries once, without waiting, when told to try once or retry none', async () => {
    for (const options of [{ tries: 1 }, { retries: 0 }]) {
      const task = flaky(Number.POSITIVE_INFINITY);
      await expect(retry(task, options)).rejects.toThrow('fail 1');
      expect(task).toHaveBeenCalledTimes(1);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries at once with a delay of 0', async () => {
    const start = Date.now();
    const result = retry(flaky(2), { delayMs: 0 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(Date.now()).toBe(start);
  });

  it('names the invalid option it refuses', async () => {
    await expect(retry(flaky(0), { tries: 0 })).rejects.toThrow('retry: invalid number of tries (0)');
    await expect(retry(flaky(0), { retries: -1 })).rejects.toThrow('retry: invalid number of tries (0)');
    await expect(retry(flaky(0), { delayMs: -1 })).rejects.toThrow('retry: invalid delay (-1)');
  });

  it.each([{ tries: 0 }, { tries: 1.5 }, { tries: Number.NaN }, { retries: -1 }, { delayMs: -1 }])(
    'refuses the invalid options %o before any try',
    async (options) => {
      const task = flaky(0);
      await expect(retry(task, options)).rejects.toBeInstanceOf(RangeError);
      expect(task).not.toHaveBeenCalled();
    },
  );
});

describe('retry waits (issue 51: visitors who failed together do not come back together)', () => {
  /** Runs `retry` on fake timers, one ms at a time, and returns when each try began. */
  async function tryTimes(options: Parameters<typeof retry>[1], failures = Number.POSITIVE_INFINITY) {
    const began: number[] = [];
    const task = vi.fn(async (attempt: number) => {
      began.push(Date.now());
      if (attempt <= failures) throw new Error(`fail ${attempt}`);
      return 'ok';
    });
    const start = Date.now();
    const settled = retry(task, options).then(
      () => 'resolved',
      () => 'rejected',
    );
    let outcome: string | undefined;
    void settled.then((value) => (outcome = value));
    while (outcome === undefined) await vi.advanceTimersByTimeAsync(1);
    return { began: began.map((at) => at - start), outcome };
  }

  const gaps = (times: number[]) => times.slice(1).map((at, index) => at - times[index]!);

  it("draws each wait within 0.5-1.5 s of the spec's 1 s, from the random source", async () => {
    const draws = [0, 0.999, 0.25, 0.5];
    const random = vi.fn(() => draws.shift()!);
    const { began, outcome } = await tryTimes({ random });
    expect(outcome).toBe('rejected');
    expect(gaps(began)).toEqual([500, 1499, 750, 1000]);
    expect(random).toHaveBeenCalledTimes(4);
  });

  it('spreads the retries of many callers that failed together over the second around the mean', async () => {
    const firstRetries: number[] = [];
    for (let caller = 0; caller < 40; caller += 1) {
      const { began } = await tryTimes({ tries: 2 });
      firstRetries.push(began[1]!);
    }
    expect(Math.min(...firstRetries)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...firstRetries)).toBeLessThan(1500);
    // Forty draws of a uniform wait do not land in one 100 ms slot.
    expect(new Set(firstRetries.map((at) => Math.floor(at / 100))).size).toBeGreaterThan(3);
  });

  it('waits exactly the mean with the draw at its middle (receipt polling), whatever that mean', async () => {
    const { began } = await tryTimes({ tries: 3, delayMs: 700, random: () => 0.5 });
    expect(gaps(began)).toEqual([700, 700]);
  });

  it('waits at least what the failure asks (a Retry-After), plus a draw under the mean, and counts it as a try', async () => {
    const asked = [3000, null, 0];
    const { began, outcome } = await tryTimes({
      tries: 4,
      askedWaitMs: () => asked.shift() ?? null,
      random: () => 0.5,
    });
    expect(outcome).toBe('rejected');
    // 3 s asked + 0.5 s drawn; nothing asked: the drawn 1 s; 0 s asked: only the draw.
    expect(gaps(began)).toEqual([3500, 1000, 500]);
  });

  it('caps an asked wait at 60 s', async () => {
    const { began } = await tryTimes({ tries: 2, askedWaitMs: () => 3_600_000, random: () => 0 });
    expect(gaps(began)).toEqual([RETRY_AFTER_CAP_MS]);
  });

  it('succeeds on the try after an asked wait', async () => {
    const { began, outcome } = await tryTimes({ askedWaitMs: () => 2000, random: () => 0 }, 1);
    expect(outcome).toBe('resolved');
    expect(gaps(began)).toEqual([2000]);
  });
});
