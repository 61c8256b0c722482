import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../../src/boot/yieldToBrowser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('else resumes in a new task, after the microtasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('resumed'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'chained microtask', 'resumed']);
  });
});
