import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkIsGone, CHUNK_RETRY_WAITS_MS, importChunk, RELOADED_FOR_KEY } from '../../../src/boot/importChunk';

const ORIGIN = 'https://storyverse.example';
const CHUNK = `${ORIGIN}/assets/AboutPage-a1b2c3.js`;
/** What Chromium rejects a failed dynamic import with. */
const failedImport = (url = CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

let stored: Map<string, string>;
let reload: ReturnType<typeof vi.fn>;
let head: ReturnType<typeof vi.fn>;

/** The browser around the import: this page's address, its session storage, and the server's answer to a HEAD. */
function browser(answer: () => Promise<Response>, href = `${ORIGIN}/about`) {
  stored = new Map();
  reload = vi.fn();
  head = vi.fn(answer);
  vi.stubGlobal('location', { href, origin: new URL(href).origin, reload });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  vi.stubGlobal('fetch', head);
}

const gone = () => Promise.resolve(new Response(null, { status: 404 }));
const there = () => Promise.resolve(new Response('', { headers: { 'content-type': 'text/javascript' } }));

/** Runs `importChunk` through every wait; resolves with how it settled, or 'pending'. */
async function settle<T>(load: () => Promise<T>, asked?: boolean) {
  let outcome: { value?: T; error?: unknown } | 'pending' = 'pending';
  (asked === undefined ? importChunk(load) : importChunk(load, asked)).then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('importChunk', () => {
  it('tries a failed import again after each growing wait, and gives the module once one arrives', async () => {
    browser(there);
    const tries: number[] = [];
    const load = vi.fn(() => {
      tries.push(Date.now());
      return tries.length < 4 ? Promise.reject(failedImport()) : Promise.resolve({ page: 'about' });
    });
    const start = Date.now();
    expect(await settle(load)).toEqual({ value: { page: 'about' } });
    expect(tries.map((at) => at - start)).toEqual([0, 500, 1_500, 3_500]);
    expect(CHUNK_RETRY_WAITS_MS).toEqual([500, 1_000, 2_000]);
    expect(head).not.toHaveBeenCalled();
  });

  it('rejects with the last error after its tries when the chunk is still on the server, and does not reload', async () => {
    browser(there);
    const last = failedImport();
    const load = vi
      .fn()
      .mockRejectedValueOnce(failedImport())
      .mockRejectedValueOnce(failedImport())
      .mockRejectedValueOnce(failedImport())
      .mockRejectedValueOnce(last);
    expect(await settle(load)).toEqual({ error: last });
    expect(load).toHaveBeenCalledTimes(4);
    expect(head).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['404', () => Promise.resolve(new Response(null, { status: 404 }))],
    ['410', () => Promise.resolve(new Response(null, { status: 410 }))],
    [
      'its HTML instead of a script',
      () => Promise.resolve(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })),
    ],
    ['an answer of no type', () => Promise.resolve(new Response(new Blob(['?'])))],
  ])('reloads the page once, and never settles, when the server answers the chunk with %s', async (_, answer) => {
    browser(answer);
    expect(await settle(() => Promise.reject(failedImport()))).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
    expect(stored.get(RELOADED_FOR_KEY)).toBe(`${ORIGIN}/about`);
  });

  it('does not reload a second time for the same address: the part gets the error', async () => {
    browser(gone);
    await settle(() => Promise.reject(failedImport()));
    reload.mockClear();
    const again = await settle(() => Promise.reject(failedImport()));
    expect(again).toEqual({ error: expect.any(TypeError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads for the same address again when the visitor asks (Try again)', async () => {
    browser(gone);
    stored.set(RELOADED_FOR_KEY, `${ORIGIN}/about`);
    expect(await settle(() => Promise.reject(failedImport()), true)).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['a network that is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => Promise.resolve(new Response(null, { status: 500 }))],
  ])('does not reload when the chunk cannot be asked for or is not said to be gone: %s', async (_, answer) => {
    browser(answer);
    expect(await settle(() => Promise.reject(failedImport()))).toEqual({ error: expect.any(TypeError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks nothing about a script it cannot name, or one on another origin: the part gets the error', async () => {
    browser(gone);
    for (const error of [
      new TypeError('Importing a module script failed.'),
      failedImport('https://cdn.example/assets/x-1.js'),
      'not an error',
    ]) {
      expect(await settle(() => Promise.reject(error))).toEqual({ error });
    }
    expect(head).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks about a script on a plain-http origin too (a local server)', async () => {
    browser(gone, 'http://localhost:4173/about');
    await settle(() => Promise.reject(failedImport('http://localhost:4173/assets/AboutPage-a1b2c3.js')));
    expect(head).toHaveBeenCalledWith('http://localhost:4173/assets/AboutPage-a1b2c3.js', expect.anything());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says a chunk that cannot be asked for is not gone', async () => {
    browser(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await chunkIsGone(failedImport())).toBe(false);
  });

  it('keeps the key an older deploy wrote: the new code must read what the old one stored before reloading', () => {
    expect(RELOADED_FOR_KEY).toBe('reloaded-for-new-deploy');
  });

  it('does not reload where session storage is blocked: nothing would stop a loop', async () => {
    browser(gone);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    });
    expect(await settle(() => Promise.reject(failedImport()))).toEqual({ error: expect.any(TypeError) });
    expect(reload).not.toHaveBeenCalled();
  });
});
