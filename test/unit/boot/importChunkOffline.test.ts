// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importChunk, type ReloadPolicy } from '../../../src/boot/importChunk';
import { importOnce } from '../../../src/boot/importOnce';
import { afterEveryTry } from '../../support/afterEveryTry';

/*
 * When every try failed and the reload's own code (freshCode.ts, a chunk of its own) does not come
 * either: the network is down again. Its module is mocked to fail as a dropped chunk does.
 */
vi.mock('../../../src/boot/freshCode', () => {
  throw new TypeError('Importing a module script failed.');
});

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  reload = vi.fn();
  vi.stubGlobal('location', { href: 'https://storyverse.example/about', pathname: '/about', search: '', reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs `importChunk` through every wait; resolves with how it settled, or 'pending'. */
async function settle(policy: ReloadPolicy) {
  const error = new TypeError('Importing a module script failed.');
  let outcome: unknown = 'pending';
  importChunk(() => Promise.reject(error), policy).catch((failure: unknown) => (outcome = failure));
  await afterEveryTry();
  return { outcome, error };
}

describe('importChunk without the reload’s own code', () => {
  it('reloads when the visitor asked (Try again): the browser shows its own page if the site is away', async () => {
    const { outcome } = await settle('asked');
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each(['once', 'never'] as const)(
    'gives the part its error with policy %s, and does not reload',
    async (policy) => {
      const { outcome, error } = await settle(policy);
      expect(outcome).toBe(error);
      expect(reload).not.toHaveBeenCalled();
    },
  );
});

describe('importOnce without the reload’s own code', () => {
  it("gives a flow its first failure, and reloads on the flow's Try again, which the visitor asked for", async () => {
    const error = new TypeError('Importing a module script failed.');
    const flowChunk = importOnce(() => Promise.reject(error));
    let first: unknown = 'pending';
    flowChunk().catch((failure: unknown) => (first = failure));
    await afterEveryTry();
    expect(first).toBe(error);
    expect(reload).not.toHaveBeenCalled();

    let again: unknown = 'pending';
    flowChunk().catch((failure: unknown) => (again = failure));
    await afterEveryTry();
    expect(again).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });
});
