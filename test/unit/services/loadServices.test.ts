import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/config/readConfig';
import { parseSaleDataSet } from '../../../src/domain/sale/sale.schema';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import { loadServices } from '../../../src/services/loadServices';
import { fetchSaleDataSet } from '../../../src/services/sale/saleDataSet';
import type { ServiceEdge } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { setupMswServer } from './http/mswHelpers';
import { memoryStorage, NOW } from './mock/mockHarness';
import { SPEC_SALE_IDS } from '../../fixtures/specSaleIds';

const server = setupMswServer();

const SHIPPED_DATA_SET = JSON.parse(readFileSync('public/data/sales.json', 'utf8')) as Record<string, unknown>[];

function edge(socialStorage: Storage = memoryStorage()): ServiceEdge {
  return {
    analytics: createMemoryAnalytics({ print: false }),
    storage: memoryStorage(),
    socialCredentials: createSocialCredentialStore(socialStorage),
    location: { search: '', origin: 'https://app.example' },
    now: () => NOW,
    approveTransaction: vi.fn(async () => {}),
    wallet: { sendTransaction: vi.fn(), waitForReceipt: vi.fn() },
  };
}

const HTTP_ENV = {
  VITE_SALE_API: 'http',
  VITE_BACKEND_URL: 'https://api.test',
  VITE_PIPELINE_URL: 'https://pipeline.test',
  VITE_AUTH_SERVICE_URL: 'https://auth.test',
  VITE_MINT_BACKEND_URL: 'https://mint.test',
  VITE_MINT_BACKEND_KEY: 'key',
  VITE_METADATA_URL: 'https://meta.test',
  VITE_COMPLIANCE_URL: 'https://screen.test',
  VITE_EMAIL_SUB_URL: 'https://mail.test',
  VITE_SALE_DATA_URL: 'https://cdn.test/data/sales.json',
  // The HTTP services come with the provider's widget, which needs its app id.
  VITE_TOKENPROOF_APP_ID: 'app-test',
};

describe('the shipped sale data set', () => {
  it('is valid and holds the nine sales', () => {
    const sales = parseSaleDataSet(SHIPPED_DATA_SET);
    expect(sales.map((sale) => sale.saleId)).toEqual(SPEC_SALE_IDS);
  });
});

describe('loadServices', () => {
  it('gives the in-browser mock services by default, with no network', async () => {
    const services = await loadServices(readConfig({ VITE_MOCK_DELAY_SCALE: '0' }), edge());
    expect((await services.sale.fetchSale('bayc')).saleType).toBe('characterPass');
    expect(await services.sale.fetchPublicMintRemainingSupply({ saleId: 'mayc' })).toBe(10);
  });

  it('gives the HTTP services over the configured data set when the sale API is http', async () => {
    server.use(http.get('https://cdn.test/data/sales.json', () => HttpResponse.json(SHIPPED_DATA_SET)));
    const services = await loadServices(readConfig(HTTP_ENV), edge());
    expect((await services.sale.fetchSale('MAYC')).saleId).toBe('mayc');
    // The real service's placeholder supply (spec section 7).
    expect(await services.sale.fetchPublicMintRemainingSupply({ saleId: 'mayc' })).toBe(1000);
  });

  it('wires the edge social credentials into the HTTP sale facade: v1 tweets, v1read verifies follows', async () => {
    server.use(http.get('https://cdn.test/data/sales.json', () => HttpResponse.json(SHIPPED_DATA_SET)));
    const socialStorage = memoryStorage();
    const services = await loadServices(readConfig(HTTP_ENV), edge(socialStorage));
    await expect(services.sale.isLoggedIn()).resolves.toBe(false);

    const credentials = createSocialCredentialStore(socialStorage);
    const v1 = { twitterUserId: '1', twitterUserName: 'ape', accessTokenSecret: 's', apiVersion: 'v1' as const };
    credentials.saveV1({ ...v1, accessToken: 'tweet-token' });
    credentials.saveV1({ ...v1, accessToken: 'read-token', apiVersion: 'v1read' });
    const bodies: unknown[] = [];
    server.use(
      http.post('https://api.test/twitter/tweetStory', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ tweetId: 't' });
      }),
      http.post('https://auth.test/verify', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ storyverse: true });
      }),
    );
    await expect(services.sale.isLoggedIn()).resolves.toBe(true);
    await services.sale.tweetStory({ message: 'm', storyKey: '0xabc/1' });
    await expect(services.sale.fetchIsFollowingAll({ users: ['storyverse'], retry: false })).resolves.toBe(true);
    expect(bodies).toEqual([
      expect.objectContaining({ accessToken: 'tweet-token' }),
      expect.objectContaining({ accessToken: 'read-token', apiVersion: 'v1read' }),
    ]);
  });

  it('both service sets expose social v2 follow verification with one refresh', async () => {
    const mock = await loadServices(readConfig({ VITE_MOCK_DELAY_SCALE: '0' }), edge());
    const credentials = { accessToken: 'a', refreshToken: 'r', twitterUserId: '1', twitterUserName: 'ape' };
    await expect(mock.socialV2.followVerifyWithRefresh(credentials, ['storyverse'])).resolves.toEqual({
      follows: { storyverse: true },
      credentials,
    });
    server.use(http.get('https://cdn.test/data/sales.json', () => HttpResponse.json(SHIPPED_DATA_SET)));
    const real = await loadServices(readConfig(HTTP_ENV), edge());
    expect(typeof real.socialV2.followVerifyWithRefresh).toBe('function');
  });

  it('fails with the invalid-data error when the data set is malformed', async () => {
    server.use(http.get('https://cdn.test/data/sales.json', () => HttpResponse.json([{ saleId: 'bayc' }])));
    await expect(loadServices(readConfig(HTTP_ENV), edge())).rejects.toMatchObject({ code: 'invalidData' });
  });
});

describe('fetchSaleDataSet', () => {
  it('maps a server error to the REST API error', async () => {
    server.use(http.get('https://cdn.test/sales.json', () => new HttpResponse('down', { status: 503 })));
    await expect(fetchSaleDataSet('https://cdn.test/sales.json')).rejects.toMatchObject({
      code: 'restApi',
      statusCode: 503,
    });
  });
});
