import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { InvalidDataError, NetworkError, RequestTimeoutError, RestApiError } from '../../../../src/domain/errors';
import { createHttpMetadata } from '../../../../src/services/metadata/httpMetadata';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, settle, fakeTimeouts, setupMswServer } from './mswHelpers';

const BASE = 'https://meta.test/tokens';
const server = setupMswServer();
const service = createHttpMetadata({ client: createRestClient({ baseUrl: BASE }) });

function answer(respond: () => Response | Promise<Response>) {
  const rec = createRecorder();
  server.use(
    http.get(`${BASE}/:id`, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('httpMetadata', () => {
  it('GET {id} on the metadata base gives id, name and image', async () => {
    const calls = answer(() => HttpResponse.json({ id: 12, name: 'Ape #12', image: 'https://img/12.png', extra: 1 }));
    await expect(service.fetchMetadata('12')).resolves.toEqual({
      id: '12',
      name: 'Ape #12',
      image: 'https://img/12.png',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/tokens/12', rawBody: '' });
    expect(calls[0]?.headers.get('content-type')).toBeNull();
  });

  it('an id missing from the body is the requested one', async () => {
    answer(() => HttpResponse.json({ name: 'n', image: 'i' }));
    await expect(service.fetchMetadata('7')).resolves.toEqual({ id: '7', name: 'n', image: 'i' });
  });

  it.each([
    ['an error status', () => HttpResponse.json({}, { status: 500 }), RestApiError],
    ['a network failure', () => HttpResponse.error(), NetworkError],
    ['a wrong shape', () => HttpResponse.json({ name: 'n' }), InvalidDataError],
  ])('%s resolves null and is logged', async (_name, respond, ErrorType) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = answer(respond);
    await expect(service.fetchMetadata('1')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Could not fetch the metadata of 1', expect.any(ErrorType));
  });

  it('gives up after 10 s with null (logged timeout)', async () => {
    fakeTimeouts();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    let result: unknown = 'pending';
    void service.fetchMetadata('1').then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(9999);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(warn).toHaveBeenCalledWith('Could not fetch the metadata of 1', expect.any(RequestTimeoutError));
    expect((warn.mock.calls[0]?.[1] as RequestTimeoutError).timeoutMs).toBe(10_000);
  });

  it("the caller's abort is rethrown", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await settle(service.fetchMetadata('1', controller.signal)).error();
    expect(error).toBe(controller.signal.reason);
  });
});
