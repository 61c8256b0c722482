// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPLOY_ID_PATH, currentDeployId } from '../../../src/boot/deployId';
import { mendFailedPreloads, watchPreloads } from '../../../src/boot/failedPreloads';
import { AUTOMATIC_RELOADS, RELOADED_FOR_KEY } from '../../../src/boot/freshCode';
import { CHUNK_RETRY_WAITS_MS, importChunk, type ReloadPolicy } from '../../../src/boot/importChunk';
import { importOnce } from '../../../src/boot/importOnce';
import { CARRIED_INPUT_KEY } from '../../../src/boot/keptInput';
import { afterEveryTry } from '../../support/afterEveryTry';

const DEPLOY = '0123456789abcdef0123456789abcdef';
const NEXT_DEPLOY = 'fedcba9876543210fedcba9876543210';
/** What WebKit rejects a failed dynamic import with: no script named. */
const failedImport = () => new TypeError('Importing a module script failed.');

let reload: ReturnType<typeof vi.fn>;
let askDeploy: ReturnType<typeof vi.fn>;

/** The browser around the import: this page's address, and the site's answer for its deploy id. */
function browser(answer: () => Promise<Response>, path = '/about') {
  reload = vi.fn();
  askDeploy = vi.fn(answer);
  goTo(path);
  vi.stubGlobal('fetch', askDeploy);
}

/** The page's address is `path` now. */
function goTo(path: string) {
  const href = `https://storyverse.example${path}`;
  vi.stubGlobal('location', { href, pathname: path, search: '', reload });
}

const deploy = (id: string) => () =>
  Promise.resolve(new Response(`${id}\n`, { headers: { 'content-type': 'text/plain' } }));

/** Runs `importChunk` through every wait; resolves with how it settled, or 'pending'. */
async function settle<T>(load: () => Promise<T>, policy?: ReloadPolicy) {
  let outcome: { value?: T; error?: unknown } | 'pending' = 'pending';
  importChunk(load, policy).then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  await afterEveryTry();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('importChunk', () => {
  it('tries a failed import again after each growing wait, and gives the module once one arrives', async () => {
    browser(deploy(DEPLOY));
    const tries: number[] = [];
    const load = vi.fn(() => {
      tries.push(Date.now());
      return tries.length < 4 ? Promise.reject(failedImport()) : Promise.resolve({ page: 'about' });
    });
    const start = Date.now();
    expect(await settle(load)).toEqual({ value: { page: 'about' } });
    expect(tries.map((at) => at - start)).toEqual([0, 500, 1_500, 3_500]);
    expect(CHUNK_RETRY_WAITS_MS).toEqual([500, 1_000, 2_000]);
    expect(askDeploy).not.toHaveBeenCalled();
  });

  it('asks the server again for a failed preload before the next try, so WebKit loads its chunk', async () => {
    browser(deploy(DEPLOY));
    watchPreloads(document);
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/About-1.js' });
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    const chunk = () => Promise.resolve(new Response('export{}'));
    askDeploy.mockImplementation(chunk);
    // What the server had been asked for when each try began.
    const askedBefore: unknown[][] = [];
    const load = vi.fn(() => {
      askedBefore.push(askDeploy.mock.calls.map(([href]) => href));
      return askedBefore.length < 2 ? Promise.reject(failedImport()) : Promise.resolve({ page: 'about' });
    });
    expect(await settle(load)).toEqual({ value: { page: 'about' } });
    expect(askedBefore).toEqual([[], [link.href]]);
    expect(askDeploy).toHaveBeenCalledWith(link.href, { cache: 'no-cache' });
    link.remove();
  });

  it('asks for a failed preload before each try after the first, and not once the last has failed', async () => {
    browser(() => Promise.reject(new TypeError('Load failed')));
    watchPreloads(document);
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/Gone-1.js' });
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    const error = failedImport();
    // The site does not answer: the preload stays failed, and the page gets the error (no reload).
    expect(await settle(() => Promise.reject(error))).toEqual({ error });
    const mended = askDeploy.mock.calls.filter(([href]) => href === link.href);
    expect(mended).toHaveLength(CHUNK_RETRY_WAITS_MS.length);
    // Mended at last, so that no later test is asked for it.
    askDeploy.mockImplementation(deploy(DEPLOY));
    await mendFailedPreloads();
    link.remove();
  });

  it('reloads the page once every try failed and the site answers, whatever the error names, and never settles', async () => {
    browser(deploy(DEPLOY));
    const load = vi.fn(() => Promise.reject(failedImport()));
    expect(await settle(load)).toBe('pending');
    expect(load).toHaveBeenCalledTimes(4);
    expect(askDeploy).toHaveBeenCalledWith(DEPLOY_ID_PATH, { cache: 'no-store' });
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe(`${DEPLOY} /about\n1`);
  });

  it(`reloads by itself ${AUTOMATIC_RELOADS} times for the same deploy and address, then the part gets the error`, async () => {
    browser(deploy(DEPLOY));
    for (let reloads = 1; reloads <= AUTOMATIC_RELOADS; reloads++) {
      expect(await settle(() => Promise.reject(failedImport()))).toBe('pending');
    }
    expect(AUTOMATIC_RELOADS).toBe(2);
    reload.mockClear();
    const error = failedImport();
    expect(await settle(() => Promise.reject(error))).toEqual({ error });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again at another address, or once the site serves another deploy', async () => {
    browser(deploy(DEPLOY));
    await settle(() => Promise.reject(failedImport()));
    await settle(() => Promise.reject(failedImport()));
    goTo('/community');
    expect(await settle(() => Promise.reject(failedImport()))).toBe('pending');
    askDeploy.mockImplementation(deploy(NEXT_DEPLOY));
    expect(await settle(() => Promise.reject(failedImport()))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(4);
  });

  it('reloads for the same deploy and address again when the visitor asks (Try again)', async () => {
    browser(deploy(DEPLOY));
    sessionStorage.setItem(RELOADED_FOR_KEY, `${DEPLOY} /about\n${AUTOMATIC_RELOADS}`);
    expect(await settle(() => Promise.reject(failedImport()), 'asked')).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads by itself where the visitor is in the middle of something', async () => {
    browser(deploy(DEPLOY));
    expect(await settle(() => Promise.reject(failedImport()), 'never')).toEqual({ error: expect.any(TypeError) });
    expect(askDeploy).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['a network that is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => Promise.resolve(new Response('0123456789abcdef', { status: 500 }))],
    ['a page instead of an id (the development server)', () => Promise.resolve(new Response('<!doctype html>'))],
  ])('does not reload when the site answers no deploy: %s', async (_, answer) => {
    browser(answer);
    expect(await settle(() => Promise.reject(failedImport()))).toEqual({ error: expect.any(TypeError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the keys an older deploy wrote: the new code must read what the old one stored before reloading', () => {
    expect(RELOADED_FOR_KEY).toBe('reloaded-for-new-deploy');
    expect(CARRIED_INPUT_KEY).toBe('carried-input');
  });

  it('does not reload where session storage is blocked: nothing would stop a loop', async () => {
    browser(deploy(DEPLOY));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(await settle(() => Promise.reject(failedImport()))).toEqual({ error: expect.any(TypeError) });
    expect(reload).not.toHaveBeenCalled();
  });

  it('takes what the visitor typed in the page along the reload', async () => {
    browser(deploy(DEPLOY));
    document.body.innerHTML = '<div id="root"><footer><input type="email"></footer></div>';
    document.querySelector('input')!.value = 'ada@example.com';
    await settle(() => Promise.reject(failedImport()));
    expect(JSON.parse(sessionStorage.getItem(CARRIED_INPUT_KEY)!)).toEqual({
      address: 'https://storyverse.example/about',
      input: [{ kind: 'value', place: { part: 'layout', path: [0, 0] }, value: 'ada@example.com' }],
    });
  });
});

describe("importOnce (a flow's chunk)", () => {
  it('imports once; its first failure goes to the flow, and the try after it (Try again) may reload', async () => {
    browser(deploy(DEPLOY));
    const load = vi.fn(() => Promise.reject(failedImport()));
    const flowChunk = importOnce(load);
    let first: unknown;
    flowChunk().catch((error: unknown) => (first = error));
    await afterEveryTry();
    expect(first).toBeInstanceOf(TypeError);
    expect(reload).not.toHaveBeenCalled();

    void flowChunk();
    await afterEveryTry();
    expect(reload).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('gives every caller the one module once it arrived', async () => {
    const load = vi.fn(() => Promise.resolve({ flow: 'mint' }));
    const flowChunk = importOnce(load);
    expect(await Promise.all([flowChunk(), flowChunk()])).toEqual([{ flow: 'mint' }, { flow: 'mint' }]);
    expect(await flowChunk()).toEqual({ flow: 'mint' });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('currentDeployId', () => {
  it('reads the id the build wrote, past every cache', async () => {
    const fetchFile = vi.fn(deploy(DEPLOY));
    expect(await currentDeployId(fetchFile)).toBe(DEPLOY);
    expect(fetchFile).toHaveBeenCalledWith('/deploy-id.txt', { cache: 'no-store' });
  });

  it.each(['', 'not-hex-at-all!!', 'abc', `${DEPLOY}${DEPLOY}0`])('takes %j for no id', async (text) => {
    expect(await currentDeployId(() => Promise.resolve(new Response(text)))).toBeNull();
  });
});
