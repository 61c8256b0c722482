import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidDataError, RestApiError } from '../../../../src/domain/errors';
import { createHttpPreshare } from '../../../../src/services/preshare/httpPreshare';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, setupMswServer } from './mswHelpers';

const BASE = 'https://pipeline.test';
const server = setupMswServer();
const service = createHttpPreshare({ client: createRestClient({ baseUrl: BASE }) });

function answer(respond: () => Response) {
  const rec = createRecorder();
  server.use(
    http.get(`${BASE}/preshare/:wallet/:story`, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('httpPreshare', () => {
  it('GET /preshare/{walletAddress}/{storyId}; a JSON string is the link', async () => {
    const calls = answer(() => HttpResponse.json('https://view.test/0xw/12'));
    await expect(service.fetchViewerLink('0xW', '12')).resolves.toBe('https://view.test/0xw/12');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/preshare/0xW/12', rawBody: '' });
    expect(calls[0]?.headers.get('content-type')).toBeNull();
  });

  it("an object's viewer string is the link", async () => {
    answer(() => HttpResponse.json({ viewer: 'https://view.test/x', other: 1 }));
    await expect(service.fetchViewerLink('0xW', '12')).resolves.toBe('https://view.test/x');
  });

  it.each([
    ['an empty string', ''],
    ['an object without viewer', { link: 'x' }],
    ['a null viewer', { viewer: null }],
    ['an empty viewer', { viewer: '' }],
    ['null', null],
  ])('%s is No viewer link', async (_name, body) => {
    answer(() => HttpResponse.json(body));
    await expect(service.fetchViewerLink('0xW', '12')).rejects.toThrow(/^No viewer link$/);
  });

  it('an empty body is No viewer link', async () => {
    answer(() => new HttpResponse(null, { status: 200 }));
    await expect(service.fetchViewerLink('0xW', '12')).rejects.toThrow(/^No viewer link$/);
  });

  it.each([
    ['a number', 5],
    ['a boolean', true],
    ['an array', ['x']],
    ['a non-string viewer', { viewer: { url: 'x' } }],
  ])('%s is Unexpected data type for viewer link', async (_name, body) => {
    answer(() => HttpResponse.json(body));
    await expect(service.fetchViewerLink('0xW', '12')).rejects.toThrow(/^Unexpected data type for viewer link$/);
  });

  it('non-JSON is InvalidDataError, an error status RestApiError', async () => {
    answer(() => HttpResponse.text('https://not-json'));
    await expect(service.fetchViewerLink('0xW', '12')).rejects.toBeInstanceOf(InvalidDataError);
    answer(() => HttpResponse.text('', { status: 404 }));
    await expect(service.fetchViewerLink('0xW', '12')).rejects.toBeInstanceOf(RestApiError);
  });
});
