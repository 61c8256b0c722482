import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  InvalidDataError,
  MESSAGES,
  NetworkError,
  InvalidSocialHandlesError,
  RaffleDuplicateError,
  RequestTimeoutError,
  RestApiError,
} from '../../../../src/domain/errors';
import { createHttpMarketing } from '../../../../src/services/marketing/httpMarketing';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, fakeTimeouts, settle, setupMswServer } from './mswHelpers';

const BASE = 'https://pipeline.test/campaigns';
const server = setupMswServer();
const service = createHttpMarketing({ client: createRestClient({ baseUrl: BASE }) });

function route(method: 'get' | 'post', respond: () => Response | Promise<Response>) {
  const rec = createRecorder();
  server.use(
    http[method](`${BASE}/:campaign/:wallet`, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('check', () => {
  it('GET {campaign}/{walletAddress}?twitter=handle reads exists and twitterStatus', async () => {
    const calls = route('get', () => HttpResponse.json({ exists: true, twitterStatus: 'matching' }));
    await expect(service.check('giveaway-1', '0xW', 'ape_fan')).resolves.toEqual({
      exists: true,
      twitterStatus: 'matching',
    });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/campaigns/giveaway-1/0xW?twitter=ape_fan', rawBody: '' });
    expect(calls[0]?.headers.get('content-type')).toBeNull();
  });

  it('without a twitter handle there is no query; no twitterStatus is left out', async () => {
    const calls = route('get', () => HttpResponse.json({ exists: false, twitterStatus: null }));
    await expect(service.check('c', '0xW')).resolves.toEqual({ exists: false });
    expect(calls[0]?.path).toBe('/campaigns/c/0xW');
  });

  it("a wrong shape is InvalidDataError 'Cannot parse isSubscribed results'", async () => {
    route('get', () => HttpResponse.json({ exists: 'yes' }));
    const error = await settle(service.check('c', '0xW')).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as Error).message).toBe(MESSAGES.cannotParseIsSubscribed);
    expect((error as InvalidDataError).what).toBe('isSubscribed results');
    expect((error as InvalidDataError).issues[0]).toMatch(/^exists: /);
    expect((error as Error).cause).toBeInstanceOf(InvalidDataError);
  });

  it("a body that is not JSON is 'Cannot parse isSubscribed results' too", async () => {
    route('get', () => HttpResponse.text('{oops'));
    const error = await settle(service.check('c', '0xW')).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as Error).message).toBe(MESSAGES.cannotParseIsSubscribed);
  });

  it("a non-ok answer is 'Error response while checking if user is subscribed', with the cause", async () => {
    route('get', () => HttpResponse.json({ error: 'nope' }, { status: 500 }));
    const error = await settle(service.check('c', '0xW')).error();
    expect(error).not.toBeInstanceOf(RestApiError);
    expect((error as Error).message).toBe(MESSAGES.errorResponseCheckingSubscribed);
    expect((error as Error).cause).toMatchObject({ statusCode: 500 });
  });

  it("no answer is 'Error occurred while checking if subscribed', with the cause", async () => {
    route('get', () => HttpResponse.error());
    const error = await settle(service.check('c', '0xW')).error();
    expect((error as Error).message).toBe(MESSAGES.errorWhileCheckingSubscribed);
    expect((error as Error).cause).toBeInstanceOf(NetworkError);
  });

  it("a timeout is 'Error occurred while checking if subscribed' too", async () => {
    fakeTimeouts();
    route('get', async () => {
      await delay('infinite');
      return HttpResponse.json({ exists: true });
    });
    const outcome = settle(service.check('c', '0xW'));
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await outcome.error();
    expect((error as Error).message).toBe(MESSAGES.errorWhileCheckingSubscribed);
    expect((error as Error).cause).toBeInstanceOf(RequestTimeoutError);
  });

  it("the caller's abort is rethrown as is", async () => {
    route('get', async () => {
      await delay('infinite');
      return HttpResponse.json({ exists: true });
    });
    const controller = new AbortController();
    const outcome = settle(service.check('c', '0xW', undefined, controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect(await outcome.error()).toBe(controller.signal.reason);
  });

  it("campaign and wallet address are required ('Missing campaign and/or walletAddress in options')", async () => {
    const calls = route('get', () => HttpResponse.json({ exists: true }));
    expect(MESSAGES.missingCampaignOrWalletAddress).toBe('Missing campaign and/or walletAddress in options');
    await expect(service.check('', '0xW')).rejects.toThrow(MESSAGES.missingCampaignOrWalletAddress);
    await expect(service.check('c', '')).rejects.toThrow(MESSAGES.missingCampaignOrWalletAddress);
    expect(calls).toHaveLength(0);
  });
});

describe('enter', () => {
  const entry = {
    campaign: 'giveaway-1',
    walletAddress: '0xW',
    socialHandles: { hotWallet: '0xW', twitterHandle: 'ape_fan', email: '' },
    captchaToken: 'captcha',
  };

  it('POST {campaign}/{walletAddress} { socialHandles, token }, cache disabled', async () => {
    const calls = route('post', () => HttpResponse.json({ socials: { hotWallet: '0xW', twitterHandle: 'ape_fan' } }));
    await expect(service.enter(entry)).resolves.toEqual({ hotWallet: '0xW', twitterHandle: 'ape_fan' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/campaigns/giveaway-1/0xW',
      body: { socialHandles: { hotWallet: '0xW', twitterHandle: 'ape_fan' }, token: 'captcha' },
      cache: 'no-store',
    });
    expect(calls[0]?.headers.get('cache-control')).toBeNull();
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends only the allowed social-handle keys', async () => {
    const calls = route('post', () => new HttpResponse(null, { status: 201 }));
    const socialHandles = {
      hotWallet: '0xW',
      coldWallet: '0xC',
      discordHandle: 'd#1',
      email: 'e@x.test',
      twitterHandle: 't',
      password: 'secret',
      nested: { x: 1 },
    } as unknown as typeof entry.socialHandles;
    const recorded = await service.enter({ ...entry, socialHandles });
    expect(calls[0]?.body).toEqual({
      socialHandles: {
        hotWallet: '0xW',
        coldWallet: '0xC',
        discordHandle: 'd#1',
        email: 'e@x.test',
        twitterHandle: 't',
      },
      token: 'captcha',
    });
    // An empty answer: the handles that were sent stand.
    expect(recorded).toEqual({
      hotWallet: '0xW',
      coldWallet: '0xC',
      discordHandle: 'd#1',
      email: 'e@x.test',
      twitterHandle: 't',
    });
  });

  it('409 is RaffleDuplicateError with raffle, wallet and twitter lines', async () => {
    route('post', () => HttpResponse.json({ error: 'duplicate' }, { status: 409 }));
    const error = await settle(service.enter(entry)).error();
    expect(error).toBeInstanceOf(RaffleDuplicateError);
    expect((error as Error).message).toBe(
      `${MESSAGES.raffleAlreadyEntered}\nRaffle: giveaway-1\nWallet: 0xW\nTwitter: ape_fan`,
    );
  });

  it("400 is InvalidSocialHandlesError: 'Invalid social handles. Please correct and try again.'", async () => {
    route('post', () => HttpResponse.json({ error: 'bad twitterHandle' }, { status: 400 }));
    const error = await settle(service.enter(entry)).error();
    expect(error).toBeInstanceOf(InvalidSocialHandlesError);
    expect((error as Error).message).toBe(MESSAGES.invalidSocialHandles);
  });

  it('other error statuses stay RestApiError', async () => {
    route('post', () => HttpResponse.json({}, { status: 500 }));
    const error = await settle(service.enter(entry)).error();
    expect(error).toBeInstanceOf(RestApiError);
    expect(error).not.toBeInstanceOf(RaffleDuplicateError);
  });

  it('campaign and hot wallet are required', async () => {
    const calls = route('post', () => HttpResponse.json({}));
    await expect(service.enter({ ...entry, campaign: '' })).rejects.toThrow(MESSAGES.missingCampaignOrHotWallet);
    await expect(service.enter({ ...entry, socialHandles: { twitterHandle: 't' } })).rejects.toThrow(
      MESSAGES.missingCampaignOrHotWallet,
    );
    expect(calls).toHaveLength(0);
  });

  it('the hot wallet is the path wallet when walletAddress is empty', async () => {
    const calls = route('post', () => HttpResponse.json({}));
    await service.enter({ ...entry, walletAddress: '' });
    expect(calls[0]?.path).toBe('/campaigns/giveaway-1/0xW');
  });

  it('recorded socials of the wrong type are InvalidDataError', async () => {
    route('post', () => HttpResponse.json({ socials: 'all of them' }));
    await expect(service.enter(entry)).rejects.toBeInstanceOf(InvalidDataError);
  });
});
