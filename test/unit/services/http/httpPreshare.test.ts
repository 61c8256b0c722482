import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidDataError, RestApiError } from '../../../../src/domain/errors';
import {
  createHttpPreshare,
  DEFAULT_TWEET_TEMPLATE,
  defaultTweetText,
} from '../../../../src/services/preshare/httpPreshare';
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

describe('defaultTweetText', () => {
  it("is 'Check out my new story!', the viewer link, and a mention of the product", () => {
    const text = defaultTweetText('https://view.test/0xw/12', 'Storyverse');
    expect(text).toBe('Check out my new story! https://view.test/0xw/12 Made with Storyverse');
    expect(text.startsWith('Check out my new story!')).toBe(true);
    expect(DEFAULT_TWEET_TEMPLATE).toContain('{videoLink}');
  });

  it('a link with $ patterns is inserted literally', () => {
    expect(defaultTweetText('https://v.test/$&', 'P')).toBe('Check out my new story! https://v.test/$& Made with P');
    expect(defaultTweetText('https://v.test/{productName}', 'P')).toBe(
      'Check out my new story! https://v.test/{productName} Made with P',
    );
  });
});
