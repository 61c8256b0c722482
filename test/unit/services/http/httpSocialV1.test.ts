import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  InvalidDataError,
  MESSAGES,
  RestApiError,
  SocialApiError,
  TwitterReauthorizationError,
} from '../../../../src/domain/errors';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createHttpSocialV1 } from '../../../../src/services/social/httpSocialV1';
import type { SocialCredentialsV1 } from '../../../../src/services/social/social.types';
import { createRecorder, settle, setupMswServer } from './mswHelpers';

const AUTH = 'https://auth.test';
const BACKEND = 'https://backend.test';
const server = setupMswServer();
const service = createHttpSocialV1({
  auth: createRestClient({ baseUrl: AUTH }),
  backend: createRestClient({ baseUrl: BACKEND }),
});

const creds: SocialCredentialsV1 = {
  twitterUserId: '42',
  twitterUserName: 'ape_fan',
  accessToken: 'tok',
  accessTokenSecret: 'sec',
  apiVersion: 'v1read',
};

function route(url: string, respond: () => Response) {
  const rec = createRecorder();
  server.use(
    http.post(url, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('authoriseUrl', () => {
  it('is {auth}/twitter/authorize/{apiVersion}?returnTo=...', () => {
    expect(service.authoriseUrl('v2', 'https://app.test/mint?saleId=bayc')).toBe(
      'https://auth.test/twitter/authorize/v2?returnTo=https%3A%2F%2Fapp.test%2Fmint%3FsaleId%3Dbayc',
    );
    expect(service.authoriseUrl('v1', '/x')).toBe('https://auth.test/twitter/authorize/v1?returnTo=%2Fx');
  });
});

describe('verifyCredentials', () => {
  it('POST /twitter/verify/{apiVersion} { accessToken, accessTokenSecret } -> { valid, error? }', async () => {
    const calls = route(`${AUTH}/twitter/verify/:version`, () => HttpResponse.json({ valid: false, error: 'expired' }));
    await expect(service.verifyCredentials(creds)).resolves.toEqual({ valid: false, error: 'expired' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/twitter/verify/v1read',
      body: { accessToken: 'tok', accessTokenSecret: 'sec' },
    });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    ['valid missing', {}],
    ['valid not boolean', { valid: 'true' }],
    ['error not a string', { valid: false, error: 5 }],
  ])('%s is InvalidDataError for the verify response', async (_name, body) => {
    route(`${AUTH}/twitter/verify/:version`, () => HttpResponse.json(body));
    const error = await settle(service.verifyCredentials(creds)).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('verify response');
  });
});

describe('followVerify', () => {
  it('POST /verify { followCheckList, accessToken, accessSecret, apiVersion } -> account to boolean', async () => {
    const calls = route(`${AUTH}/verify`, () => HttpResponse.json({ storyverse: true, other: false }));
    await expect(service.followVerify(creds, ['storyverse', 'other'])).resolves.toEqual({
      storyverse: true,
      other: false,
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/verify',
      body: { followCheckList: ['storyverse', 'other'], accessToken: 'tok', accessSecret: 'sec', apiVersion: 'v1read' },
    });
  });

  it.each([
    ['401', () => HttpResponse.json({}, { status: 401 })],
    ['403', () => HttpResponse.json({}, { status: 403 })],
    ["400 with the message 'Auth error'", () => HttpResponse.json({ message: 'Auth error' }, { status: 400 })],
    ["400 with the error 'Auth error'", () => HttpResponse.json({ error: 'Auth error' }, { status: 400 })],
    ["400 with the text 'Auth error'", () => HttpResponse.text('Auth error', { status: 400 })],
  ])("%s is SocialApiError(403, 'Auth error. Please try again.')", async (_status, respond) => {
    route(`${AUTH}/verify`, respond);
    const error = await settle(service.followVerify(creds, ['a'])).error();
    expect(error).toBeInstanceOf(SocialApiError);
    expect(error).toMatchObject({ status: 403, message: MESSAGES.socialAuthRetry });
  });

  it('other statuses, and a 400 with another message, stay RestApiError; a non-boolean map is InvalidDataError', async () => {
    route(`${AUTH}/verify`, () => HttpResponse.json({}, { status: 500 }));
    await expect(service.followVerify(creds, ['a'])).rejects.toBeInstanceOf(RestApiError);
    route(`${AUTH}/verify`, () => HttpResponse.json({ message: 'Bad request' }, { status: 400 }));
    await expect(service.followVerify(creds, ['a'])).rejects.toBeInstanceOf(RestApiError);
    route(`${AUTH}/verify`, () => HttpResponse.json({ message: 'Auth error: rate limit' }, { status: 400 }));
    await expect(service.followVerify(creds, ['a'])).rejects.toBeInstanceOf(RestApiError);
    route(`${AUTH}/verify`, () => HttpResponse.json({ a: 'yes' }));
    const error = await settle(service.followVerify(creds, ['a'])).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('follow response');
  });
});

describe('tweet', () => {
  it('POST /twitter/tweetStory on the backend { tweet: { message }, storyKey, accessToken, accessTokenSecret }', async () => {
    const calls = route(`${BACKEND}/twitter/tweetStory`, () => HttpResponse.json({ tweetId: '1700000000000000001' }));
    await expect(service.tweet(creds, 'Check out my new story!', '0xabc/12')).resolves.toEqual({
      tweetId: '1700000000000000001',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/twitter/tweetStory',
      body: {
        tweet: { message: 'Check out my new story!' },
        storyKey: '0xabc/12',
        accessToken: 'tok',
        accessTokenSecret: 'sec',
      },
    });
  });

  it.each([
    ['an empty tweetId', { tweetId: '' }],
    ['no tweetId', { id: '1' }],
    ['a numeric tweetId', { tweetId: 1 }],
  ])('%s is InvalidDataError for the tweet response', async (_name, body) => {
    route(`${BACKEND}/twitter/tweetStory`, () => HttpResponse.json(body));
    const error = await settle(service.tweet(creds, 'm', 'k')).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('tweet response');
  });

  it.each([
    ['401', 401, 'expired'],
    ['403', 403, 'expired'],
    ["400 'Auth error'", 400, 'Auth error'],
  ])('HTTP %s is TwitterReauthorizationError: the credentials were refused', async (_name, status, message) => {
    route(`${BACKEND}/twitter/tweetStory`, () => HttpResponse.json({ error: message }, { status }));
    const error = await settle(service.tweet(creds, 'm', 'k')).error();
    expect(error).toBeInstanceOf(TwitterReauthorizationError);
    expect((error as Error).message).toBe(MESSAGES.twitterReauthorizationRequired);
  });

  it.each([
    [500, 'down'],
    [400, 'Tweet too long'],
  ])(
    'any other HTTP failure (%i %s) stays a RestApiError (the tweet failed; minting goes on)',
    async (status, message) => {
      route(`${BACKEND}/twitter/tweetStory`, () => HttpResponse.json({ error: message }, { status }));
      const error = await settle(service.tweet(creds, 'm', 'k')).error();
      expect(error).toBeInstanceOf(RestApiError);
      expect((error as RestApiError).statusCode).toBe(status);
    },
  );
});
