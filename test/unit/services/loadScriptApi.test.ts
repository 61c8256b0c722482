// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScriptApi } from '../../../src/services/browser/loadScriptApi';
import { removeAddedNodesAfterEach } from '../../support/documentNodes';

const URL = 'https://widget.example/api.js';
const TIMEOUT_MS = 10_000;

/** The scripts appended to the head for URL. */
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src="${URL}"]`));

/** The API the script defines once it has run (null until then). */
let defined: { name: string } | null;
const api = () => defined;

/** How the load settled so far: 'pending', or its value or error message. */
function watch(promise: Promise<unknown>) {
  const state: { outcome: unknown } = { outcome: 'pending' };
  promise.then(
    (value) => (state.outcome = value),
    (error: Error) => (state.outcome = error.message),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  defined = null;
});
afterEach(() => {
  vi.useRealTimers();
});
removeAddedNodesAfterEach();

describe('loadScriptApi', () => {
  it('uses an API already on the page, and appends no script', async () => {
    defined = { name: 'there' };
    await expect(loadScriptApi(window, URL, TIMEOUT_MS, api)).resolves.toEqual({ name: 'there' });
    expect(scripts()).toEqual([]);
  });

  it('appends the script, async, and gives its API once it has loaded; the time limit is then off', async () => {
    const load = watch(loadScriptApi(window, URL, TIMEOUT_MS, api));
    const [script] = scripts();
    expect(script?.async).toBe(true);
    defined = { name: 'loaded' };
    script!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(load.outcome).toEqual({ name: 'loaded' });
    expect(scripts()).toHaveLength(1);
  });

  it.each([
    ['fails to load', (script: HTMLScriptElement) => script.dispatchEvent(new Event('error')), `${URL} failed to load`],
    [
      'loads without its API',
      (script: HTMLScriptElement) => script.dispatchEvent(new Event('load')),
      `${URL} loaded without its API`,
    ],
  ])(
    'rejects a script that %s, naming why, and removes it so that a retry appends it afresh',
    async (_case, happen, reason) => {
      const load = watch(loadScriptApi(window, URL, TIMEOUT_MS, api));
      happen(scripts()[0]!);
      await vi.advanceTimersByTimeAsync(0);
      expect(load.outcome).toBe(reason);
      expect(scripts()).toEqual([]);
      // The time limit went with it: nothing fails later.
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
      expect(load.outcome).toBe(reason);
    },
  );

  it('rejects a script that has not loaded within the time limit, and removes it', async () => {
    const load = watch(loadScriptApi(window, URL, TIMEOUT_MS, api));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(load.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(load.outcome).toBe(`${URL} did not load within ${TIMEOUT_MS} ms`);
    expect(scripts()).toEqual([]);
  });
});
