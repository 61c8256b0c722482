import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { InvalidDataError, NetworkError, RequestTimeoutError, RestApiError } from '../../../../src/domain/errors';
import { createRestClient, isRetryable, shouldRetryFor } from '../../../../src/services/rest/restClient';
import { fillPath, joinUrl, queryString } from '../../../../src/services/rest/restPath';
import { createRecorder, settle, fakeTimeouts, setupMswServer } from '../http/mswHelpers';

// Retry waits are drawn around the spec's 1 s (src/domain/retryWait.ts); at the draw's middle
// each wait is exactly the mean, so these tests count the spec's timing.
beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

const BASE = 'https://api.test/v1/';
const server = setupMswServer();
const anything = z.unknown();

function client(options: { bearerKey?: string; defaultTimeoutMs?: number } = {}) {
  return createRestClient({ baseUrl: BASE, ...options });
}

describe('paths', () => {
  it('fills tokens with encodeURIComponent and keeps an empty value', () => {
    expect(fillPath('/tp/{nonce}', { nonce: 'a b/c?' })).toBe('/tp/a%20b%2Fc%3F');
    expect(fillPath('/mint/{tokenType}/signForMint/{premint}', { tokenType: 'bayc', premint: '' })).toBe(
      '/mint/bayc/signForMint/',
    );
    expect(fillPath('/n/{n}', { n: 7 })).toBe('/n/7');
  });

  it('throws a clear programming error for a missing token', () => {
    expect(() => fillPath('/tp/{nonce}', {})).toThrow(
      'REST client: missing path parameter "nonce" for path "/tp/{nonce}"',
    );
    expect(() => fillPath('/x/{a}', { a: undefined })).toThrow('"a"');
  });

  it('joins bases and paths with one slash, and builds queries from defined values', () => {
    expect(joinUrl('https://a.test/', '/x')).toBe('https://a.test/x');
    expect(joinUrl('/api', 'x')).toBe('/api/x');
    expect(queryString({ a: 'x y', b: undefined, c: null, d: 1, e: false })).toBe('?a=x+y&d=1&e=false');
    expect(queryString({})).toBe('');
  });

  it('url() gives the absolute address', () => {
    expect(client().url('/twitter/authorize/{v}', { v: 'v2' }, { returnTo: 'https://app.test/mint?x=1' })).toBe(
      'https://api.test/v1/twitter/authorize/v2?returnTo=https%3A%2F%2Fapp.test%2Fmint%3Fx%3D1',
    );
  });
});

describe('requests', () => {
  it('GET: url, query, no content type, no Cache-Control header, no-cache mode, no bearer', async () => {
    const rec = createRecorder();
    server.use(
      http.get('https://api.test/v1/items/:id', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({ id: 'a/b', n: 2 });
      }),
    );
    const result = await client().request({
      method: 'GET',
      path: '/items/{id}',
      pathParams: { id: 'a/b' },
      query: { q: 'x', skip: undefined },
      schema: z.object({ id: z.string(), n: z.number() }),
    });
    expect(result).toEqual({ id: 'a/b', n: 2 });
    expect(rec.calls).toHaveLength(1);
    const [call] = rec.calls;
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe('/v1/items/a%2Fb?q=x');
    expect(call?.headers.get('content-type')).toBeNull();
    // Cache-Control is not CORS-safelisted: it would force a preflight on every cross-origin GET.
    expect(call?.headers.get('cache-control')).toBeNull();
    expect(call?.headers.get('authorization')).toBeNull();
    expect(call?.cache).toBe('no-cache');
    expect(call?.credentials).not.toBe('include');
    expect(call?.rawBody).toBe('');
  });

  it('POST and PUT with a body send JSON with its content type', async () => {
    const rec = createRecorder();
    server.use(
      http.post('https://api.test/v1/things', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({ ok: true });
      }),
      http.put('https://api.test/v1/things', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({ ok: true });
      }),
    );
    await client().request({ method: 'POST', path: '/things', body: { a: [1, 'x'] }, schema: anything });
    await client().request({ method: 'PUT', path: '/things', body: { b: null }, schema: anything });
    expect(rec.calls.map((call) => [call.method, call.headers.get('content-type'), call.body])).toEqual([
      ['POST', 'application/json', { a: [1, 'x'] }],
      ['PUT', 'application/json', { b: null }],
    ]);
  });

  it('POST without a body has no content type', async () => {
    const rec = createRecorder();
    server.use(
      http.post('https://api.test/v1/things', async ({ request }) => {
        await rec.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await client().request({ method: 'POST', path: '/things', schema: anything });
    expect(rec.calls[0]?.headers.get('content-type')).toBeNull();
    expect(rec.calls[0]?.rawBody).toBe('');
  });

  it('a body on GET or DELETE and a missing path token are refused before any request', async () => {
    const c = client();
    await expect(c.request({ method: 'GET', path: '/x', body: {}, schema: anything })).rejects.toThrow(
      'a GET request cannot have a body',
    );
    await expect(c.request({ method: 'DELETE', path: '/x', body: {}, schema: anything })).rejects.toThrow(
      'a DELETE request cannot have a body',
    );
    await expect(c.request({ method: 'GET', path: '/tp/{nonce}', schema: anything })).rejects.toThrow(
      'missing path parameter "nonce"',
    );
  });

  it('a bearer key goes as Authorization: Bearer with credentials included', async () => {
    const rec = createRecorder();
    server.use(
      http.post('https://api.test/v1/x', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json({});
      }),
    );
    await client({ bearerKey: 'k3y' }).request({ method: 'POST', path: '/x', body: {}, schema: anything });
    expect(rec.calls[0]?.headers.get('authorization')).toBe('Bearer k3y');
    expect(rec.calls[0]?.credentials).toBe('include');
  });

  it('sends only safelisted headers on a plain GET, so a cross-origin GET needs no preflight', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('1'));
    await createRestClient({ baseUrl: 'https://other.test', fetch }).request({
      method: 'GET',
      path: '/a',
      schema: anything,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect([...new Headers(init?.headers).keys()]).toEqual([]);
    expect(init?.cache).toBe('no-cache');
  });

  it('the cache mode can be set per request', async () => {
    const rec = createRecorder();
    server.use(
      http.get('https://api.test/v1/x', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json(1);
      }),
    );
    await client().request({ method: 'GET', path: '/x', schema: anything, cache: 'reload' });
    expect(rec.calls[0]?.cache).toBe('reload');
  });

  it('uses an injected fetch', async () => {
    const fetch = vi.fn(async () => new Response('"hi"', { status: 200 }));
    const c = createRestClient({ baseUrl: 'https://other.test', fetch });
    await expect(c.request({ method: 'GET', path: '/a', schema: z.string() })).resolves.toBe('hi');
    expect(fetch).toHaveBeenCalledWith('https://other.test/a', expect.objectContaining({ method: 'GET' }));
  });
});

describe('parsing', () => {
  it('reads JSON, form fields and text, validated by the schema (transforms included)', async () => {
    server.use(
      http.get('https://api.test/v1/json', () => HttpResponse.json({ n: '5' })),
      http.get('https://api.test/v1/form', () => HttpResponse.text('a=1&b=two+words')),
      http.get('https://api.test/v1/text', () => HttpResponse.text('plain')),
    );
    const c = client();
    const json = await c.request({
      method: 'GET',
      path: '/json',
      schema: z.pipe(
        z.object({ n: z.string() }),
        z.transform(({ n }) => Number(n)),
      ),
    });
    expect(json).toBe(5);
    const form = await c.request({
      method: 'GET',
      path: '/form',
      parseAs: 'form',
      schema: z.record(z.string(), z.string()),
    });
    expect(form).toEqual({ a: '1', b: 'two words' });
    await expect(c.request({ method: 'GET', path: '/text', parseAs: 'text', schema: z.string() })).resolves.toBe(
      'plain',
    );
  });

  it('malformed JSON is InvalidDataError naming the data', async () => {
    server.use(http.get('https://api.test/v1/bad', () => HttpResponse.text('{not json')));
    const error = await settle(
      client().request({ method: 'GET', path: '/bad', schema: anything, what: 'bad thing' }),
    ).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('bad thing');
    expect((error as InvalidDataError).issues).toEqual(['the body is not valid JSON']);
  });

  it('a wrong shape is InvalidDataError listing the issues; the default name is METHOD path', async () => {
    server.use(http.get('https://api.test/v1/shape', () => HttpResponse.json({ a: { b: 'x' } })));
    const error = await settle(
      client().request({ method: 'GET', path: '/shape', schema: z.object({ a: z.object({ b: z.number() }) }) }),
    ).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('GET /shape');
    expect((error as InvalidDataError).issues).toHaveLength(1);
    expect((error as InvalidDataError).issues[0]).toMatch(/^a\.b: /);
    expect((error as Error).message).toMatch(/^Invalid data format for GET \/shape: a\.b: /);
  });

  it('an empty JSON body reads as undefined, so an object schema rejects it', async () => {
    server.use(http.get('https://api.test/v1/empty', () => new HttpResponse(null, { status: 200 })));
    const c = client();
    await expect(c.request({ method: 'GET', path: '/empty', schema: z.undefined() })).resolves.toBeUndefined();
    await expect(c.request({ method: 'GET', path: '/empty', schema: z.object({}) })).rejects.toBeInstanceOf(
      InvalidDataError,
    );
  });
});

describe('errors', () => {
  it('4xx is RestApiError with status, text and parsed JSON', async () => {
    server.use(http.get('https://api.test/v1/x', () => HttpResponse.json({ error: 'nope' }, { status: 404 })));
    const error = await settle(client().request({ method: 'GET', path: '/x', schema: anything })).error();
    expect(error).toBeInstanceOf(RestApiError);
    expect(error).toMatchObject({ statusCode: 404, responseText: '{"error":"nope"}', json: { error: 'nope' } });
    expect((error as Error).message).toBe('Rest API error');
  });

  it('5xx with a text body is RestApiError without JSON', async () => {
    server.use(http.get('https://api.test/v1/x', () => HttpResponse.text('boom', { status: 503 })));
    const error = await settle(client().request({ method: 'GET', path: '/x', schema: anything })).error();
    expect(error).toBeInstanceOf(RestApiError);
    expect(error).toMatchObject({ statusCode: 503, responseText: 'boom', json: undefined });
  });

  it('a network failure is NetworkError with the fetch error as cause', async () => {
    server.use(http.get('https://api.test/v1/x', () => HttpResponse.error()));
    const error = await settle(client().request({ method: 'GET', path: '/x', schema: anything })).error();
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it("the caller's abort before the request rethrows its reason as is", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await settle(
      client().request({ method: 'GET', path: '/never', schema: anything, signal: controller.signal }),
    ).error();
    expect(error).toBe(controller.signal.reason);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it("the caller's abort mid-request rethrows the AbortError, not a NetworkError", async () => {
    server.use(
      http.get('https://api.test/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const outcome = settle(
      client().request({ method: 'GET', path: '/slow', schema: anything, signal: controller.signal }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const error = await outcome.error();
    expect(error).toBe(controller.signal.reason);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('a custom abort reason comes back as is', async () => {
    server.use(
      http.get('https://api.test/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const reason = new Error('left the page');
    const outcome = settle(
      client().request({ method: 'GET', path: '/slow', schema: anything, signal: controller.signal }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort(reason);
    expect(await outcome.error()).toBe(reason);
  });

  it('no answer within the default limit is RequestTimeoutError(ms)', async () => {
    fakeTimeouts();
    server.use(
      http.get('https://api.test/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const outcome = settle(
      client({ defaultTimeoutMs: 5000 }).request({ method: 'GET', path: '/slow', schema: anything }),
    );
    await vi.advanceTimersByTimeAsync(4999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome.error();
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(5000);
  });

  it('the default limit is 30 s and a request can set its own', async () => {
    fakeTimeouts();
    server.use(
      http.get('https://api.test/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    let settledAt: string | null = null;
    const def = settle(client().request({ method: 'GET', path: '/slow', schema: anything }));
    void def.error().then(() => (settledAt = 'default'));
    const own = settle(client().request({ method: 'GET', path: '/slow', schema: anything, timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await own.error()).toMatchObject({ timeoutMs: 10_000 });
    expect(settledAt).toBeNull();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settledAt).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await def.error()).toMatchObject({ timeoutMs: 30_000 });
  });

  it('a fast answer clears its timer', async () => {
    fakeTimeouts();
    server.use(http.get('https://api.test/v1/x', () => HttpResponse.json(1)));
    await client().request({ method: 'GET', path: '/x', schema: anything });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('retries', () => {
  function countingHandler(path: string, answers: Array<() => Response>) {
    let calls = 0;
    server.use(
      http.get(`https://api.test/v1${path}`, () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        return answer();
      }),
    );
    return () => calls;
  }
  const fail500 = () => HttpResponse.text('down', { status: 500 });
  const ok = () => HttpResponse.json({ fine: true });
  const retries = { retries: 3, delayMs: 1000 };

  it('repeats 5xx answers after the delay and succeeds', async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [fail500, fail500, ok]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything, retries }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls()).toBe(3);
    expect(await outcome.value()).toEqual({ fine: true });
  });

  it('gives up after 1 + retries requests with the last error', async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [fail500]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything, retries }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toBe(4);
    expect(await outcome.error()).toMatchObject({ statusCode: 500 });
  });

  it('repeats network errors and timeouts', async () => {
    fakeTimeouts();
    let calls = 0;
    server.use(
      http.get('https://api.test/v1/r', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        if (calls === 2) await delay('infinite');
        return HttpResponse.json('third');
      }),
    );
    const outcome = settle(
      client({ defaultTimeoutMs: 2000 }).request({ method: 'GET', path: '/r', schema: anything, retries }),
    );
    await vi.advanceTimersByTimeAsync(1000); // network error, then the wait
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2000 + 1000); // the timeout, then the wait
    expect(calls).toBe(3);
    expect(await outcome.value()).toBe('third');
  });

  it('never repeats 4xx answers or bad data', async () => {
    const calls404 = countingHandler('/a', [() => HttpResponse.json({}, { status: 404 })]);
    const callsBad = countingHandler('/b', [() => HttpResponse.json({ wrong: 1 })]);
    await expect(client().request({ method: 'GET', path: '/a', schema: anything, retries })).rejects.toBeInstanceOf(
      RestApiError,
    );
    await expect(
      client().request({ method: 'GET', path: '/b', schema: z.object({ right: z.number() }), retries }),
    ).rejects.toBeInstanceOf(InvalidDataError);
    expect(calls404()).toBe(1);
    expect(callsBad()).toBe(1);
  });

  it('does not retry without a policy', async () => {
    const calls = countingHandler('/r', [fail500]);
    await expect(client().request({ method: 'GET', path: '/r', schema: anything })).rejects.toBeInstanceOf(
      RestApiError,
    );
    expect(calls()).toBe(1);
  });

  it("the caller's abort during the wait stops the retries with the AbortError", async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [fail500]);
    const controller = new AbortController();
    const outcome = settle(
      client().request({ method: 'GET', path: '/r', schema: anything, retries, signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const error = await outcome.error();
    expect((error as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toBe(1);
  });

  it("on: 'anyFailure' repeats a 4xx too, and succeeds once the answer is ready", async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [() => HttpResponse.json({}, { status: 404 }), ok]);
    const outcome = settle(
      client().request({ method: 'GET', path: '/r', schema: anything, retries: { ...retries, on: 'anyFailure' } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls()).toBe(2);
    expect(await outcome.value()).toEqual({ fine: true });
  });

  it("on: 'anyFailure' gives up after 1 + retries requests; on: 'transient' (the default) stops at a 4xx", async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [() => HttpResponse.json({}, { status: 400 })]);
    const any = settle(
      client().request({ method: 'GET', path: '/r', schema: anything, retries: { ...retries, on: 'anyFailure' } }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toBe(4);
    expect(await any.error()).toMatchObject({ statusCode: 400 });

    const transient = settle(
      client().request({ method: 'GET', path: '/r', schema: anything, retries: { ...retries, on: 'transient' } }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toBe(5);
    expect(await transient.error()).toMatchObject({ statusCode: 400 });
  });

  it("on: 'anyFailure' never repeats bad data or the caller's abort", async () => {
    fakeTimeouts();
    const anyFailure = { ...retries, on: 'anyFailure' as const };
    const callsBad = countingHandler('/b', [() => HttpResponse.json({ wrong: 1 })]);
    const bad = settle(
      client().request({ method: 'GET', path: '/b', schema: z.object({ right: z.number() }), retries: anyFailure }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await bad.error()).toBeInstanceOf(InvalidDataError);
    expect(callsBad()).toBe(1);

    server.use(
      http.get('https://api.test/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const aborted = settle(
      client().request({
        method: 'GET',
        path: '/slow',
        schema: anything,
        retries: anyFailure,
        signal: controller.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await aborted.error()).toBe(controller.signal.reason);
  });

  const tooMany =
    (retryAfter?: string, status = 429) =>
    () =>
      HttpResponse.json({ error: 'slow down' }, { status, headers: retryAfter ? { 'retry-after': retryAfter } : {} });

  it("waits at least a 429's Retry-After in seconds (plus a draw under the mean), counting it as a try", async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [tooMany('3'), ok]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything, retries }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    // 3 s asked, plus 0.5 s: the draw's middle under the 1 s mean.
    await vi.advanceTimersByTimeAsync(3499);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    expect(await outcome.value()).toEqual({ fine: true });
  });

  it("waits for a 503's Retry-After given as an HTTP date", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-11-28T12:00:00Z') });
    const calls = countingHandler('/r', [tooMany('Sat, 28 Nov 2026 12:00:05 GMT', 503), ok]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything, retries }));
    await vi.advanceTimersByTimeAsync(5499);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    expect(await outcome.value()).toEqual({ fine: true });
  });

  it('gives up when the tries run out, however long the server asks to wait', async () => {
    fakeTimeouts();
    const calls = countingHandler('/r', [tooMany('120')]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything, retries }));
    // 120 s asked, capped at 60 s, plus 0.5 s drawn, three times.
    await vi.advanceTimersByTimeAsync(3 * 60_500 - 1);
    expect(calls()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(4);
    expect(await outcome.error()).toMatchObject({ statusCode: 429, retryAfterMs: 120_000 });
  });

  it("without a policy, comes back when a 429 or 503 says when (the retry helper's 5 tries), and only then", async () => {
    fakeTimeouts();
    const overrun = countingHandler('/r', [tooMany('1'), tooMany('1', 503), ok]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything }));
    await vi.advanceTimersByTimeAsync(2 * 1500);
    expect(overrun()).toBe(3);
    expect(await outcome.value()).toEqual({ fine: true });

    const always = countingHandler('/a', [tooMany('1')]);
    const givesUp = settle(client().request({ method: 'GET', path: '/a', schema: anything }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(always()).toBe(5);
    expect(await givesUp.error()).toMatchObject({ statusCode: 429 });

    // No Retry-After: the server did not say the work can be sent again.
    const unsaid = countingHandler('/b', [tooMany(undefined, 503), ok]);
    const once = settle(client().request({ method: 'GET', path: '/b', schema: anything }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(unsaid()).toBe(1);
    expect(await once.error()).toMatchObject({ statusCode: 503, retryAfterMs: null });
  });

  it("shouldRetryFor: 'transient' is isRetryable; 'anyFailure' is all but bad data", () => {
    expect(shouldRetryFor()).toBe(isRetryable);
    expect(shouldRetryFor('transient')).toBe(isRetryable);
    const any = shouldRetryFor('anyFailure');
    expect(any(new RestApiError(404, ''))).toBe(true);
    expect(any(new NetworkError())).toBe(true);
    expect(any(new InvalidDataError('x'))).toBe(false);
  });

  it("'overload' is only an answer that said when to come back", () => {
    const overload = shouldRetryFor('overload');
    expect(overload(new RestApiError(429, '', undefined, 1000))).toBe(true);
    expect(overload(new RestApiError(503, '', undefined, 0))).toBe(true);
    expect(overload(new RestApiError(429, ''))).toBe(false);
    expect(overload(new NetworkError())).toBe(false);
  });

  it('reads Retry-After only from a 429 or a 503', async () => {
    const calls = countingHandler('/r', [tooMany('1', 500), ok]);
    const outcome = settle(client().request({ method: 'GET', path: '/r', schema: anything }));
    expect(await outcome.error()).toMatchObject({ statusCode: 500, retryAfterMs: null });
    expect(calls()).toBe(1);
  });

  it('isRetryable: network, timeout, 429 and 5xx only', () => {
    expect(isRetryable(new NetworkError())).toBe(true);
    expect(isRetryable(new RequestTimeoutError(1))).toBe(true);
    expect(isRetryable(new RestApiError(502, ''))).toBe(true);
    expect(isRetryable(new RestApiError(429, ''))).toBe(true);
    expect(isRetryable(new RestApiError(499, ''))).toBe(false);
    expect(isRetryable(new InvalidDataError('x'))).toBe(false);
    expect(isRetryable(new DOMException('x', 'AbortError'))).toBe(false);
  });
});
