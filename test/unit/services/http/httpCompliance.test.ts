import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NetworkError, RestApiError } from '../../../../src/domain/errors';
import { createHttpCompliance } from '../../../../src/services/compliance/httpCompliance';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, setupMswServer } from './mswHelpers';

const BASE = 'https://compliance.test/screen';
const server = setupMswServer();
const service = createHttpCompliance({ client: createRestClient({ baseUrl: BASE }) });

function answer(respond: () => Response) {
  const rec = createRecorder();
  server.use(
    http.get(`${BASE}/:wallet`, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('httpCompliance', () => {
  it('GET {base}/{walletAddress}; a 2xx answer is safe, whatever the body', async () => {
    const calls = answer(() => HttpResponse.text('anything'));
    await expect(service.isWalletAddressSafe('0xAbC')).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/screen/0xAbC', rawBody: '' });
    expect(calls[0]?.headers.get('content-type')).toBeNull();
    answer(() => new HttpResponse(null, { status: 204 }));
    await expect(service.isWalletAddressSafe('0xAbC')).resolves.toBe(true);
  });

  it.each([403, 451])('%i means blocked (false)', async (status) => {
    answer(() => HttpResponse.json({ blocked: true }, { status }));
    await expect(service.isWalletAddressSafe('0xbad')).resolves.toBe(false);
  });

  it.each([400, 404, 500])('%i is a failure, not a block', async (status) => {
    answer(() => HttpResponse.text('x', { status }));
    await expect(service.isWalletAddressSafe('0xw')).rejects.toBeInstanceOf(RestApiError);
  });

  it('a network error throws NetworkError', async () => {
    answer(() => HttpResponse.error());
    await expect(service.isWalletAddressSafe('0xw')).rejects.toBeInstanceOf(NetworkError);
  });

  it('an empty address is refused with no request', async () => {
    const calls = answer(() => HttpResponse.text(''));
    await expect(service.isWalletAddressSafe('')).rejects.toThrow('Missing wallet address');
    expect(calls).toHaveLength(0);
  });
});
