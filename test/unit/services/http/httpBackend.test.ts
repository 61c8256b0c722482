import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidDataError, RestApiError, SignForMintError, WaitForMintingError } from '../../../../src/domain/errors';
import { createHttpBackend } from '../../../../src/services/backend/httpBackend';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, settle, fakeTimeouts, setupMswServer } from './mswHelpers';

// Retry waits are drawn around the spec's 1 s (src/domain/retryWait.ts); at the draw's middle
// each wait is exactly the mean, so these tests count the spec's timing.
beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

const BASE = 'https://backend.test';
const server = setupMswServer();
const backend = createHttpBackend({ client: createRestClient({ baseUrl: BASE }) });
const HOT = '0xAbCdEf0000000000000000000000000000000001';

function route(method: 'get' | 'post', path: string, answer: () => Response) {
  const rec = createRecorder();
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      await rec.record(request);
      return answer();
    }),
  );
  return rec.calls;
}

describe('whitelist', () => {
  it('GET /wl/{tokenType}/spots/remaining reads a number or { remaining }', async () => {
    const calls = route('get', '/wl/:tokenType/spots/remaining', () => HttpResponse.json(42));
    await expect(backend.fetchWhitelistRemainingSpots('bayc')).resolves.toBe(42);
    server.use(http.get(`${BASE}/wl/mayc/spots/remaining`, () => HttpResponse.json({ remaining: 7 })));
    await expect(backend.fetchWhitelistRemainingSpots('mayc')).resolves.toBe(7);
    expect(calls.map((c) => [c.method, c.path, c.headers.get('content-type')])).toEqual([
      ['GET', '/wl/bayc/spots/remaining', null],
    ]);
  });

  it('a non-number remaining count is InvalidDataError', async () => {
    route('get', '/wl/:tokenType/spots/remaining', () => HttpResponse.json({ spots: 'many' }));
    await expect(backend.fetchWhitelistRemainingSpots('bayc')).rejects.toBeInstanceOf(InvalidDataError);
  });

  it('POST /wl/{tokenType}/waitlist sends the payload and reads added, count, storyKey', async () => {
    const calls = route('post', '/wl/:tokenType/waitlist', () =>
      HttpResponse.json({ added: 2, count: 3, storyKey: 'stories/0xabc/12.json', extra: 1 }),
    );
    const result = await backend.addToWhitelist('bayc', { nonce: 'n-1', hotWallet: HOT });
    expect(result).toEqual({ added: 2, count: 3, storyKey: 'stories/0xabc/12.json' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/wl/bayc/waitlist',
      body: { nonce: 'n-1', hotWallet: HOT },
    });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('a waitlist answer without a story key leaves it out; a wrong shape is InvalidDataError', async () => {
    route('post', '/wl/:tokenType/waitlist', () => HttpResponse.json({ added: 0, count: 1, storyKey: null }));
    await expect(backend.addToWhitelist('bayc', { nonce: 'n', hotWallet: HOT })).resolves.toEqual({
      added: 0,
      count: 1,
    });
    server.use(http.post(`${BASE}/wl/bayc/waitlist`, () => HttpResponse.json({ added: '1' })));
    await expect(backend.addToWhitelist('bayc', { nonce: 'n', hotWallet: HOT })).rejects.toBeInstanceOf(
      InvalidDataError,
    );
  });
});

describe('sign for mint', () => {
  const signed = { rawMessage: 'raw', sig: '0xsig', storyKey: 'k', signedTokens: [1, '2'], nftImages: { 1: 'a.png' } };

  it('whitelist mint: POST /mint/{tokenType}/signForMint/premint with mintTo lowercase, nonce and policyId', async () => {
    const calls = route('post', '/mint/:tokenType/signForMint/:premint', () => HttpResponse.json(signed));
    const result = await backend.signForMint({
      tokenType: 'bayc',
      saleType: 'characterPass',
      premint: 'premint',
      hotWallet: HOT,
      nonce: 'n-1',
      policyId: 'pol',
    });
    expect(result).toEqual({
      rawMessage: 'raw',
      signature: '0xsig',
      storyKey: 'k',
      signedTokens: ['1', '2'],
      nftImages: { 1: 'a.png' },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/mint/bayc/signForMint/premint',
      body: { mintTo: HOT.toLowerCase(), nonce: 'n-1', policyId: 'pol' },
    });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it("public mint: premint '' gives '/mint/{tokenType}/signForMint/'; no policy sends mintTo only", async () => {
    const calls = route('post', '/mint/:tokenType/signForMint/', () =>
      HttpResponse.json({ rawMessage: 'raw', signature: '0xs2', signedTokens: [] }),
    );
    const result = await backend.signForMint({
      tokenType: 'bayc',
      saleType: 'characterPass',
      premint: '',
      hotWallet: HOT,
      nonce: 'n-ignored',
    });
    expect(result).toEqual({ rawMessage: 'raw', signature: '0xs2', signedTokens: [] });
    expect(calls[0]?.path).toBe('/mint/bayc/signForMint/');
    expect(calls[0]?.body).toEqual({ mintTo: HOT.toLowerCase() });
  });

  it('collection sales use POST /mint/storyNFT/{tokenType}/signForMint/', async () => {
    const calls = route('post', '/mint/storyNFT/:tokenType/signForMint/', () => HttpResponse.json(signed));
    await backend.signForMint({ tokenType: 'fezlove', saleType: 'collection', premint: 'premint', hotWallet: HOT });
    expect(calls[0]?.path).toBe('/mint/storyNFT/fezlove/signForMint/');
    expect(calls[0]?.body).toEqual({ mintTo: HOT.toLowerCase() });
  });

  it('an answer without a signature (sig or signature) is InvalidDataError', async () => {
    route('post', '/mint/:tokenType/signForMint/', () => HttpResponse.json({ rawMessage: 'raw', signedTokens: [] }));
    const error = await settle(
      backend.signForMint({ tokenType: 'bayc', saleType: 'characterPass', premint: '', hotWallet: HOT }),
    ).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('sign-for-mint response');
  });

  it.each([
    [{ pending: 1, minted: 1, signable: 0 }, 'You are already in the process of minting some!'],
    [{ pending: 0, minted: 2, signable: 0 }, 'You have already minted some.'],
    [{ pending: 0, minted: 0, signable: 0 }, 'Not eligible'],
  ])('a refusal %o becomes SignForMintError "%s (hot, nonce)"', async (counts, reason) => {
    route('post', '/mint/:tokenType/signForMint/:premint', () =>
      HttpResponse.json({ error: 'Not eligible', counts }, { status: 400 }),
    );
    const error = await settle(
      backend.signForMint({
        tokenType: 'bayc',
        saleType: 'characterPass',
        premint: 'premint',
        hotWallet: HOT,
        nonce: 'n-9',
        policyId: 'p',
      }),
    ).error();
    expect(error).toBeInstanceOf(SignForMintError);
    expect((error as Error).message).toBe(`${reason} (${HOT}, n-9)`);
    expect((error as Error).cause).toBeInstanceOf(RestApiError);
  });

  it('other refusals stay RestApiError', async () => {
    route('post', '/mint/:tokenType/signForMint/:premint', () => HttpResponse.text('bad gateway', { status: 502 }));
    const error = await settle(
      backend.signForMint({ tokenType: 'bayc', saleType: 'characterPass', premint: 'premint', hotWallet: HOT }),
    ).error();
    expect(error).toBeInstanceOf(RestApiError);
    expect(error).not.toBeInstanceOf(SignForMintError);
  });
});

describe('wait for minting', () => {
  const request = { tokenType: 'bayc', txHash: '0xhash', mintTo: HOT.toLowerCase(), twitter: 'ape', nonce: 'n-1' };

  it('POST /mint/{tokenType}/waitForMintingOf with txHash, mintTo, twitter, nonce', async () => {
    const calls = route('post', '/mint/:tokenType/waitForMintingOf', () => HttpResponse.text('ok'));
    await expect(backend.waitForMinting(request)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/mint/bayc/waitForMintingOf' });
    expect(calls[0]?.body).toEqual({ txHash: '0xhash', mintTo: HOT.toLowerCase(), twitter: 'ape', nonce: 'n-1' });
  });

  it("without a nonce or twitter: no nonce key, twitter ''", async () => {
    const calls = route('post', '/mint/:tokenType/waitForMintingOf', () => new HttpResponse(null, { status: 200 }));
    await backend.waitForMinting({ tokenType: 'bayc', txHash: '0xh', mintTo: 'm' });
    expect(calls[0]?.body).toEqual({ txHash: '0xh', mintTo: 'm', twitter: '' });
  });

  it('retries 3 times 1 s apart, then raises WaitForMintingError', async () => {
    fakeTimeouts();
    const calls = route('post', '/mint/:tokenType/waitForMintingOf', () => HttpResponse.text('down', { status: 500 }));
    const outcome = settle(backend.waitForMinting(request));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(4);
    const error = await outcome.error();
    expect(error).toBeInstanceOf(WaitForMintingError);
    expect((error as Error).message).toBe('Post mint error occurred');
    expect((error as Error).cause).toMatchObject({ statusCode: 500 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(4);
  });

  it('succeeds on a retry after a network failure', async () => {
    fakeTimeouts();
    let n = 0;
    server.use(
      http.post(`${BASE}/mint/bayc/waitForMintingOf`, () => (++n === 1 ? HttpResponse.error() : HttpResponse.text(''))),
    );
    const outcome = settle(backend.waitForMinting(request));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome.value()).resolves.toBeUndefined();
    expect(n).toBe(2);
  });

  it('a 4xx is retried too (the spec puts no condition on the retries), then WaitForMintingError', async () => {
    fakeTimeouts();
    const calls = route('post', '/mint/:tokenType/waitForMintingOf', () => HttpResponse.json({}, { status: 400 }));
    const outcome = settle(backend.waitForMinting(request));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(4);
    const error = await outcome.error();
    expect(error).toBeInstanceOf(WaitForMintingError);
    expect((error as Error).cause).toMatchObject({ statusCode: 400 });
  });

  it("the caller's abort is rethrown as is, not WaitForMintingError", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await settle(backend.waitForMinting(request, controller.signal)).error();
    expect(error).toBe(controller.signal.reason);
  });
});

describe('thumbnails', () => {
  it('POST /mint/{tokenType}/tokenThumbnails { tokenIds } gives the map', async () => {
    const calls = route('post', '/mint/:tokenType/tokenThumbnails', () =>
      HttpResponse.json({ 1: 'https://img/1.png', 2: 'https://img/2.png' }),
    );
    await expect(backend.fetchThumbnails('bayc', ['1', '2'])).resolves.toEqual({
      1: 'https://img/1.png',
      2: 'https://img/2.png',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/mint/bayc/tokenThumbnails',
      body: { tokenIds: ['1', '2'] },
    });
  });

  it('retries a 4xx as well, 1 s apart, and succeeds when the answer is ready', async () => {
    fakeTimeouts();
    let n = 0;
    server.use(
      http.post(`${BASE}/mint/bayc/tokenThumbnails`, () =>
        ++n < 3 ? HttpResponse.json({}, { status: 404 }) : HttpResponse.json({ 1: 'one.png' }),
      ),
    );
    const outcome = settle(backend.fetchThumbnails('bayc', ['1']));
    await vi.advanceTimersByTimeAsync(1999);
    expect(n).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome.value()).resolves.toEqual({ 1: 'one.png' });
    expect(n).toBe(3);
  });

  it('retries 3 times 1 s apart on 5xx; a wrong shape is InvalidDataError without retries', async () => {
    fakeTimeouts();
    const calls = route('post', '/mint/:tokenType/tokenThumbnails', () => HttpResponse.text('x', { status: 503 }));
    const outcome = settle(backend.fetchThumbnails('bayc', ['1']));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(4);
    expect(await outcome.error()).toMatchObject({ statusCode: 503 });

    const badCalls = route('post', '/mint/:tokenType/tokenThumbnails', () => HttpResponse.json({ 1: 5 }));
    const bad = settle(backend.fetchThumbnails('bayc', ['1']));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await bad.error()).toBeInstanceOf(InvalidDataError);
    expect(badCalls).toHaveLength(1);
  });
});
