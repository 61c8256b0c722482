import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/domain/loadOnce';

describe('loadOnce', () => {
  it('loads on the first call only, and gives every call the same value', async () => {
    const load = vi.fn(async () => ({ chunk: 'minting' }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    const third = await get();
    expect(load).toHaveBeenCalledOnce();
    expect(first).toEqual({ chunk: 'minting' });
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('passes a failed load on, then forgets it: the next call loads again', async () => {
    const failure = new Error('chunk did not arrive');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue('loaded');
    const get = loadOnce(load);
    await expect(get()).rejects.toBe(failure);
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
