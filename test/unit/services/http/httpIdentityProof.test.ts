import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidDataError, MESSAGES, NetworkError } from '../../../../src/domain/errors';
import { createHttpIdentityProof } from '../../../../src/services/identityProof/httpIdentityProof';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, settle, fakeTimeouts, setupMswServer } from './mswHelpers';

// Retry waits are drawn around the spec's 1 s (src/domain/retryWait.ts); at the draw's middle
// each wait is exactly the mean, so these tests count the spec's timing.
beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

const BASE = 'https://backend.test/api';
const server = setupMswServer();
const service = createHttpIdentityProof({ client: createRestClient({ baseUrl: BASE }) });

const result = {
  nonce: 'n 1',
  status: 'authenticated',
  account: '0xcold',
  accounts: ['0xcold', '0xother'],
  timestamp: 1700000000,
  session_id: 's-1',
  holdings: [{ account: '0xcold', contract: '0xbayc', tokens: [1, '2'] }],
};

function answer(respond: () => Response) {
  const rec = createRecorder();
  server.use(
    http.get(`${BASE}/tp/:nonce`, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('httpIdentityProof', () => {
  it('GET /tp/{nonce} (encoded) and parses the result, ids and timestamp as strings', async () => {
    const calls = answer(() => HttpResponse.json(result));
    await expect(service.fetchAccount('n 1')).resolves.toEqual({
      ...result,
      timestamp: '1700000000',
      holdings: [{ account: '0xcold', contract: '0xbayc', tokens: ['1', '2'] }],
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/tp/n%201', rawBody: '' });
    expect(calls[0]?.headers.get('content-type')).toBeNull();
  });

  it('an unknown status reads as unknown', async () => {
    answer(() => HttpResponse.json({ ...result, status: 'weird' }));
    await expect(service.fetchAccount('n')).resolves.toMatchObject({ status: 'unknown' });
  });

  it.each([
    ['no holdings', { ...result, holdings: undefined }],
    ['a holding without tokens', { ...result, holdings: [{ account: 'a', contract: 'c' }] }],
    ['accounts not strings', { ...result, accounts: [1] }],
    ['no session id', { ...result, session_id: undefined }],
  ])('%s is InvalidDataError', async (_name, body) => {
    answer(() => HttpResponse.json(body));
    const error = await settle(service.fetchAccount('n')).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('identity-proof result');
  });

  it('a missing nonce is tokenproof service: Missing nonce, with no request', async () => {
    const calls = answer(() => HttpResponse.json(result));
    await expect(service.fetchAccount('')).rejects.toThrow(MESSAGES.tokenproofMissingNonce);
    expect(calls).toHaveLength(0);
  });

  it('retries 3 times 1 s apart, then fails with the last error', async () => {
    fakeTimeouts();
    const calls = answer(() => HttpResponse.error());
    const outcome = settle(service.fetchAccount('n'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(4);
    expect(await outcome.error()).toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(4);
  });

  it('a 5xx then success resolves', async () => {
    fakeTimeouts();
    let n = 0;
    answer(() => (++n < 3 ? HttpResponse.text('', { status: 502 }) : HttpResponse.json(result)));
    const outcome = settle(service.fetchAccount('n'));
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome.value()).resolves.toMatchObject({ nonce: 'n 1' });
    expect(n).toBe(3);
  });

  it('a 404 (the result is not ready yet) is retried too, then resolves', async () => {
    fakeTimeouts();
    let n = 0;
    answer(() => (++n === 1 ? HttpResponse.json({}, { status: 404 }) : HttpResponse.json(result)));
    const outcome = settle(service.fetchAccount('n'));
    await vi.advanceTimersByTimeAsync(999);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome.value()).resolves.toMatchObject({ nonce: 'n 1' });
    expect(n).toBe(2);
  });

  it('a 404 that stays gives up after 4 requests with the 404', async () => {
    fakeTimeouts();
    const calls = answer(() => HttpResponse.json({}, { status: 404 }));
    const outcome = settle(service.fetchAccount('n'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(4);
    expect(await outcome.error()).toMatchObject({ statusCode: 404 });
  });

  it('a wrong shape is not retried', async () => {
    fakeTimeouts();
    const calls = answer(() => HttpResponse.json({ nonce: 1 }));
    const outcome = settle(service.fetchAccount('n'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome.error()).toBeInstanceOf(InvalidDataError);
    expect(calls).toHaveLength(1);
  });
});
