import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  InvalidDataError,
  MESSAGES,
  NetworkError,
  PendingAuthError,
  RestApiError,
  SocialApiError,
} from '../../../../src/domain/errors';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createHttpSocialV2 } from '../../../../src/services/social/httpSocialV2';
import type { SocialCredentialsV2 } from '../../../../src/services/social/social.types';
import { createRecorder, settle, setupMswServer } from './mswHelpers';

const AUTH = 'https://auth.test';
const server = setupMswServer();
const service = createHttpSocialV2({ auth: createRestClient({ baseUrl: AUTH }) });

const creds: SocialCredentialsV2 = {
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  twitterUserId: '42',
  twitterUserName: 'ape_fan',
};

function route(method: 'get' | 'post', url: string, respond: (request: Request) => Response | Promise<Response>) {
  const rec = createRecorder();
  server.use(
    http[method](url, async ({ request }) => {
      await rec.record(request);
      return respond(request);
    }),
  );
  return rec.calls;
}

describe('pending login', () => {
  it('GET /tw/authV2/addToPending gives the key (JSON string or { key })', async () => {
    const calls = route('get', `${AUTH}/tw/authV2/addToPending`, () => HttpResponse.json('pk-1'));
    await expect(service.addToPending()).resolves.toBe('pk-1');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/tw/authV2/addToPending', rawBody: '' });
    expect(calls[0]?.headers.get('content-type')).toBeNull();
    route('get', `${AUTH}/tw/authV2/addToPending`, () => HttpResponse.json({ key: 'pk-2' }));
    await expect(service.addToPending()).resolves.toBe('pk-2');
    route('get', `${AUTH}/tw/authV2/addToPending`, () => HttpResponse.json({ nope: 1 }));
    await expect(service.addToPending()).rejects.toBeInstanceOf(InvalidDataError);
  });

  it('GET /tw/authV2/pending/{pendingKey} gives the credentials', async () => {
    const calls = route('get', `${AUTH}/tw/authV2/pending/:key`, () => HttpResponse.json({ ...creds, extra: 1 }));
    await expect(service.pending('pk/1')).resolves.toEqual(creds);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/tw/authV2/pending/pk%2F1' });
  });

  it('error type 2 is PendingAuthError(2), not logged in', async () => {
    route('get', `${AUTH}/tw/authV2/pending/:key`, () => HttpResponse.json({ error: { type: 2 } }));
    const error = await settle(service.pending('pk')).error();
    expect(error).toBeInstanceOf(PendingAuthError);
    expect(error).toMatchObject({ type: 2, notLoggedIn: true, message: 'Auth pending error: 2' });
  });

  it('other types, also on an error status, are PendingAuthError(type)', async () => {
    route('get', `${AUTH}/tw/authV2/pending/:key`, () => HttpResponse.json({ error: { type: 1 } }, { status: 400 }));
    const error = await settle(service.pending('pk')).error();
    expect(error).toBeInstanceOf(PendingAuthError);
    expect(error).toMatchObject({ type: 1, notLoggedIn: false, message: 'Auth pending error: 1' });
  });

  it('an error status without the pending body stays RestApiError; a wrong shape is InvalidDataError', async () => {
    route('get', `${AUTH}/tw/authV2/pending/:key`, () => HttpResponse.text('oops', { status: 500 }));
    await expect(service.pending('pk')).rejects.toBeInstanceOf(RestApiError);
    route('get', `${AUTH}/tw/authV2/pending/:key`, () => HttpResponse.json({ accessToken: 'a' }));
    const error = await settle(service.pending('pk')).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('token response');
  });
});

describe('refresh', () => {
  it('POST /twitter/refresh { refreshToken } gives new tokens; user fields may be left out', async () => {
    const calls = route('post', `${AUTH}/twitter/refresh`, () =>
      HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    );
    await expect(service.refresh('old-refresh')).resolves.toEqual({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      twitterUserId: '',
      twitterUserName: '',
    });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/twitter/refresh', body: { refreshToken: 'old-refresh' } });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('a token response without tokens is InvalidDataError', async () => {
    route('post', `${AUTH}/twitter/refresh`, () => HttpResponse.json({ accessToken: '' }));
    const error = await settle(service.refresh('r')).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('token response');
  });
});

describe('followVerify', () => {
  it('POST /verify { followCheckList, bearerToken, apiVersion: v2 }', async () => {
    const calls = route('post', `${AUTH}/verify`, () => HttpResponse.json({ storyverse: true }));
    await expect(service.followVerify('bearer-1', ['storyverse'])).resolves.toEqual({ storyverse: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/verify',
      body: { followCheckList: ['storyverse'], bearerToken: 'bearer-1', apiVersion: 'v2' },
    });
  });

  it('a 401 is SocialApiError(403, Auth error. Please try again.)', async () => {
    route('post', `${AUTH}/verify`, () => HttpResponse.json({}, { status: 401 }));
    await expect(service.followVerify('b', ['a'])).rejects.toMatchObject({
      status: 403,
      message: MESSAGES.socialAuthRetry,
    });
  });
});

describe('followVerifyWithRefresh', () => {
  function verifyAcceptingOnly(token: string) {
    return route('post', `${AUTH}/verify`, async (request) => {
      const body = (await request.json()) as { bearerToken: string };
      return body.bearerToken === token ? HttpResponse.json({ a: true }) : HttpResponse.json({}, { status: 401 });
    });
  }

  it('working credentials: one call, credentials unchanged', async () => {
    const verifyCalls = verifyAcceptingOnly('old-access');
    await expect(service.followVerifyWithRefresh(creds, ['a'])).resolves.toEqual({
      follows: { a: true },
      credentials: creds,
    });
    expect(verifyCalls).toHaveLength(1);
  });

  it('an auth error refreshes once and tries again with the new token', async () => {
    const verifyCalls = verifyAcceptingOnly('new-access');
    const refreshCalls = route('post', `${AUTH}/twitter/refresh`, () =>
      HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    );
    const outcome = await service.followVerifyWithRefresh(creds, ['a']);
    expect(outcome).toEqual({
      follows: { a: true },
      credentials: { ...creds, accessToken: 'new-access', refreshToken: 'new-refresh' },
    });
    expect(refreshCalls.map((c) => c.body)).toEqual([{ refreshToken: 'old-refresh' }]);
    expect(verifyCalls.map((c) => (c.body as { bearerToken: string }).bearerToken)).toEqual([
      'old-access',
      'new-access',
    ]);
  });

  it('hands the refreshed credentials to onRefreshed before the second verify, even if it then fails', async () => {
    route('post', `${AUTH}/twitter/refresh`, () =>
      HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    );
    let verifies = 0;
    server.use(
      http.post(`${AUTH}/verify`, () =>
        ++verifies === 1 ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({}, { status: 500 }),
      ),
    );
    const onRefreshed = vi.fn();
    await expect(service.followVerifyWithRefresh(creds, ['a'], undefined, onRefreshed)).rejects.toBeInstanceOf(
      RestApiError,
    );
    expect(onRefreshed).toHaveBeenCalledExactlyOnceWith({
      ...creds,
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
  });

  it('working credentials do not call onRefreshed', async () => {
    verifyAcceptingOnly('old-access');
    const onRefreshed = vi.fn();
    await service.followVerifyWithRefresh(creds, ['a'], undefined, onRefreshed);
    expect(onRefreshed).not.toHaveBeenCalled();
  });

  it('a second auth error fails with 403 Auth error. Please try again. (one refresh only)', async () => {
    const verifyCalls = verifyAcceptingOnly('never');
    const refreshCalls = route('post', `${AUTH}/twitter/refresh`, () =>
      HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    );
    const error = await settle(service.followVerifyWithRefresh(creds, ['a'])).error();
    expect(error).toBeInstanceOf(SocialApiError);
    expect(error).toMatchObject({ status: 403, message: MESSAGES.socialAuthRetry });
    expect(verifyCalls).toHaveLength(2);
    expect(refreshCalls).toHaveLength(1);
  });

  it('a refused refresh fails the same way without a second verify', async () => {
    const verifyCalls = verifyAcceptingOnly('never');
    route('post', `${AUTH}/twitter/refresh`, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));
    await expect(service.followVerifyWithRefresh(creds, ['a'])).rejects.toMatchObject({
      status: 403,
      message: MESSAGES.socialAuthRetry,
    });
    expect(verifyCalls).toHaveLength(1);
  });

  it('a refresh with no answer rethrows that failure (the login may still be fine)', async () => {
    verifyAcceptingOnly('never');
    route('post', `${AUTH}/twitter/refresh`, () => HttpResponse.error());
    await expect(service.followVerifyWithRefresh(creds, ['a'])).rejects.toBeInstanceOf(NetworkError);
  });

  it('a refresh answered 429 rethrows it: the server asks to wait, it does not refuse the login', async () => {
    verifyAcceptingOnly('never');
    route('post', `${AUTH}/twitter/refresh`, () => HttpResponse.json({ error: 'slow down' }, { status: 429 }));
    await expect(service.followVerifyWithRefresh(creds, ['a'])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('a non-auth failure does not refresh', async () => {
    route('post', `${AUTH}/verify`, () => HttpResponse.json({}, { status: 500 }));
    const refreshCalls = route('post', `${AUTH}/twitter/refresh`, () => HttpResponse.json({}));
    await expect(service.followVerifyWithRefresh(creds, ['a'])).rejects.toBeInstanceOf(RestApiError);
    expect(refreshCalls).toHaveLength(0);
  });
});
