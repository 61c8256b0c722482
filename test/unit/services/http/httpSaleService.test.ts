import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  FollowVerifyNotLoggedInError,
  InvalidSaleIdError,
  MESSAGES,
  NetworkError,
  NotInMintingPeriodError,
  PrepareMintError,
  RestApiError,
  SignForMintError,
  SocialApiError,
  WaitForMintingError,
} from '../../../../src/domain/errors';
import type { Sale } from '../../../../src/domain/sale/sale.types';
import { createHttpBackend } from '../../../../src/services/backend/httpBackend';
import type { ComplianceService } from '../../../../src/services/compliance/compliance.types';
import type { EmailSubscriptionService } from '../../../../src/services/emailSubscription/emailSubscription.types';
import type { MarketingService } from '../../../../src/services/marketing/marketing.types';
import { createHttpMintBackend } from '../../../../src/services/mintBackend/httpMintBackend';
import { createRestClient } from '../../../../src/services/rest/restClient';
import {
  createHttpSaleService,
  PLACEHOLDER_REMAINING_SUPPLY,
  PLACEHOLDER_WHITELIST_SPOTS,
  type HttpSaleServiceDeps,
} from '../../../../src/services/sale/httpSaleService';
import { mintedNftsFromReceipt, TRANSFER_TOPIC } from '../../../../src/services/sale/receiptNfts';
import type { TransactionReceipt } from '../../../../src/services/sale/walletBridge.types';
import { createHttpSocialV1 } from '../../../../src/services/social/httpSocialV1';
import { createHttpSocialV2 } from '../../../../src/services/social/httpSocialV2';
import type { SocialCredentialsV1, SocialCredentialsV2 } from '../../../../src/services/social/social.types';
import {
  createSocialCredentialStore,
  SOCIAL_CREDENTIAL_KEYS,
} from '../../../../src/services/social/socialCredentialStore';
import { memoryStorage } from '../mock/mockHarness';
import { createRecorder, fakeTimeouts, settle, setupMswServer } from './mswHelpers';

// Retry waits are drawn around the spec's 1 s (src/domain/retryWait.ts); at the draw's middle
// each wait is exactly the mean, so these tests count the spec's timing.
beforeEach(() => {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

const BACKEND = 'https://backend.test';
const MBAAS = 'https://mbaas.test';
const AUTH = 'https://auth.test';
const NOW = new Date('2030-06-15T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * day);
const window = (from: number, to?: number) => ({
  startDate: at(from),
  ...(to === undefined ? {} : { endDate: at(to) }),
  countdownTarget: at(from),
});

const HOT = '0xAAAAaaaaAAAAaaaaAAAAaaaaAAAAaaaaAAAAaaaa';
const HOT_LOWER = HOT.toLowerCase();
const CONTRACT = '0x1111111111111111111111111111111111111111';

function sale(overrides: Partial<Sale>): Sale {
  return {
    saleId: 'base',
    saleType: 'characterPass',
    saleName: 'Sale',
    saleDescription: '',
    saleHeaderTitle: '',
    saleHeaderSubTitle: '',
    tokenType: 'bayc',
    tokenNameSingular: 'Pass',
    tokenNamePlural: 'Passes',
    tokenShortNameSingular: 'Pass',
    featured: false,
    saleWeight: 0,
    followSocials: [],
    crossLinks: [],
    saleMedia: { aspectRatio: 1 },
    ...overrides,
  };
}

/** characterPass in its whitelist mint, with an identity-proof policy. */
const BAYC = sale({
  saleId: 'BAYC',
  tokenType: 'bayc',
  tokenproofPolicyId: 'policy-1',
  mbaasAddressLabel: 'bayc-label',
  tokenContractAddress: CONTRACT,
  whitelist: { signUp: window(-10, -5), mint: window(-1, 2) },
  publicMint: window(2),
});
/** characterPass in its public mint, no policy. */
const MAYC = sale({
  saleId: 'mayc',
  tokenType: 'mayc',
  mbaasAddressLabel: 'mayc-label',
  whitelist: { signUp: window(-10, -5), mint: window(-5, -1) },
  publicMint: window(-1),
});
/** characterPass in its sign-up. */
const SIGNUP = sale({ saleId: 'signup', tokenType: 'signup', whitelist: { signUp: window(-1, 5) } });
/** A story collection in its public mint. */
const FEZ = sale({
  saleId: 'fezlove',
  saleType: 'collection',
  tokenType: 'fez',
  mbaasAddressLabel: 'fez-label',
  publicMint: window(-1),
});
/** A sale with nothing open. */
const LATER = sale({ saleId: 'later', publicMint: window(10) });

const server = setupMswServer();

/** Tweeting credentials (slot v1). */
const tweetCreds: SocialCredentialsV1 = {
  twitterUserId: '42',
  twitterUserName: 'ape_fan',
  accessToken: 'tweet-tok',
  accessTokenSecret: 'tweet-sec',
  apiVersion: 'v1',
};
/** Follow-verification credentials (slot v1read). */
const readCreds: SocialCredentialsV1 = {
  twitterUserId: '42',
  twitterUserName: 'ape_reader',
  accessToken: 'read-tok',
  accessTokenSecret: 'read-sec',
  apiVersion: 'v1read',
};
const v2Creds: SocialCredentialsV2 = {
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  twitterUserId: '42',
  twitterUserName: 'ape_v2',
};

/** A credential store over memory, with the given slots filled. */
function credentialStore(slots: { v1?: boolean; v1read?: boolean; v2?: boolean } = { v1: true, v1read: true }) {
  const storage = memoryStorage();
  const store = createSocialCredentialStore(storage);
  if (slots.v1) store.saveV1(tweetCreds);
  if (slots.v1read) store.saveV1(readCreds);
  if (slots.v2) store.saveV2(v2Creds);
  return { store, storage };
}

function setup(overrides: Partial<HttpSaleServiceDeps> = {}) {
  const backendClient = createRestClient({ baseUrl: BACKEND });
  const marketing = { check: vi.fn(async () => ({ exists: true })), enter: vi.fn(async () => ({ hotWallet: HOT })) };
  const compliance = { isWalletAddressSafe: vi.fn(async () => true) };
  const emailSubscription = { subscribe: vi.fn(async () => true) };
  const { store: socialCredentials, storage } = credentialStore();
  const deps: HttpSaleServiceDeps = {
    sales: [BAYC, MAYC, SIGNUP, FEZ, LATER],
    backend: createHttpBackend({ client: backendClient }),
    mintBackend: createHttpMintBackend({ client: createRestClient({ baseUrl: MBAAS, bearerKey: 'key' }) }),
    marketing: marketing as MarketingService,
    socialV1: createHttpSocialV1({ auth: createRestClient({ baseUrl: AUTH }), backend: backendClient }),
    socialV2: createHttpSocialV2({ auth: createRestClient({ baseUrl: AUTH }) }),
    compliance: compliance as ComplianceService,
    emailSubscription: emailSubscription as EmailSubscriptionService,
    now: () => NOW,
    socialCredentials,
    ...overrides,
  };
  return {
    service: createHttpSaleService(deps),
    marketing,
    compliance,
    emailSubscription,
    credentials: deps.socialCredentials,
    storage,
  };
}

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

const SIGNATURE_MINT = `${MBAAS}/api/v0/chains/ethereum/addresses/:label/contracts/:shared/methods/signatureMint`;
const mintTx = { from: HOT_LOWER, to: CONTRACT, value: '0', hash: '0xprep', gas: '100000', maxFeePerGas: '9' };

const pad = (hex: string) => `0x${hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`;
const transferLog = (to: string, tokenId: number, address = CONTRACT, from = '0x0') => ({
  address,
  topics: [TRANSFER_TOPIC, pad(from), pad(to), pad(tokenId.toString(16))],
  data: '0x',
});

describe('catalogue', () => {
  it('fetchSale finds a sale by id or its lowercase form; an unknown id is InvalidSaleIdError', async () => {
    const { service } = setup();
    await expect(service.fetchSale('BAYC')).resolves.toBe(BAYC);
    await expect(service.fetchSale('bayc')).resolves.toBe(BAYC);
    await expect(service.fetchSale('MAYC')).resolves.toBe(MAYC);
    const error = await settle(service.fetchSale('nope')).error();
    expect(error).toBeInstanceOf(InvalidSaleIdError);
    expect((error as Error).message).toBe('Invalid sale ID "nope"');
  });

  it('fetchAllSales gives the data set', async () => {
    const { service } = setup();
    await expect(service.fetchAllSales()).resolves.toEqual([BAYC, MAYC, SIGNUP, FEZ, LATER]);
  });

  it('both remaining supplies are the fixed placeholder 1000, for known sales only', async () => {
    const { service } = setup();
    expect(PLACEHOLDER_REMAINING_SUPPLY).toBe(1000);
    await expect(service.fetchWhitelistMintRemainingSupply({ saleId: 'bayc' })).resolves.toBe(1000);
    await expect(service.fetchPublicMintRemainingSupply({ saleId: 'mayc' })).resolves.toBe(1000);
    await expect(service.fetchPublicMintRemainingSupply({ saleId: 'x' })).rejects.toBeInstanceOf(InvalidSaleIdError);
  });

  it('whitelist spots are the fixed placeholder 100, with no request (spec section 7)', async () => {
    const { service } = setup();
    const calls = route('get', `${BACKEND}/wl/:tokenType/spots/remaining`, () => HttpResponse.json(0));
    expect(PLACEHOLDER_WHITELIST_SPOTS).toBe(100);
    await expect(service.fetchWhitelistRemainingSpots({ saleId: 'BAYC' })).resolves.toBe(100);
    await expect(service.fetchWhitelistRemainingSpots({ saleId: 'signup' })).resolves.toBe(100);
    await expect(service.fetchWhitelistRemainingSpots({ saleId: 'x' })).rejects.toBeInstanceOf(InvalidSaleIdError);
    expect(calls).toHaveLength(0);
  });

  it('fetchCurrentSale chooses among the sales of the type over the placeholder counts, with no request', async () => {
    const { service } = setup();
    const calls = route('get', `${BACKEND}/wl/:tokenType/spots/remaining`, () => HttpResponse.json(0));
    await expect(service.fetchCurrentSale('collection')).resolves.toBe(FEZ);
    // Public mint ranks before whitelist mint and sign-up.
    await expect(service.fetchCurrentSale('characterPass')).resolves.toBe(MAYC);
    // With only the sign-up sale, it is open: 100 spots, although the backend would say 0.
    const { service: signUpOnly } = setup({ sales: [SIGNUP] });
    await expect(signUpOnly.fetchCurrentSale()).resolves.toBe(SIGNUP);
    expect(calls).toHaveLength(0);
  });

  it('fetchNFTContractAddress and fetchThumbnails', async () => {
    const { service } = setup();
    await expect(service.fetchNFTContractAddress({ saleId: 'bayc' })).resolves.toBe(CONTRACT);
    await expect(service.fetchNFTContractAddress({ saleId: 'mayc' })).rejects.toThrow('has no contract address');
    const calls = route('post', `${BACKEND}/mint/:tokenType/tokenThumbnails`, () =>
      HttpResponse.json({ 5: 'five.png' }),
    );
    await expect(service.fetchThumbnails({ saleId: 'bayc', tokenIds: ['5'] })).resolves.toEqual({ 5: 'five.png' });
    expect(calls[0]).toMatchObject({ path: '/mint/bayc/tokenThumbnails', body: { tokenIds: ['5'] } });
  });
});

describe('whitelist and signing', () => {
  it('addToWhitelist POSTs the payload to the sale token type', async () => {
    const { service } = setup();
    const calls = route('post', `${BACKEND}/wl/:tokenType/waitlist`, () => HttpResponse.json({ added: 1, count: 1 }));
    await expect(
      service.addToWhitelist({ saleId: 'signup', whitelistPayload: { nonce: 'n', hotWallet: HOT } }),
    ).resolves.toEqual({ added: 1, count: 1 });
    expect(calls[0]).toMatchObject({ path: '/wl/signup/waitlist', body: { nonce: 'n', hotWallet: HOT } });
  });

  const signed = { rawMessage: 'raw', signature: '0xsig', signedTokens: ['1'] };

  it('whitelist mint of a sale with a policy: /signForMint/premint with mintTo, nonce and policyId', async () => {
    const { service } = setup();
    const calls = route('post', `${BACKEND}/mint/:tokenType/signForMint/:premint`, () => HttpResponse.json(signed));
    await service.signForMint({ saleId: 'bayc', payload: { coldWallet: '0xcold', hotWallet: HOT, nonce: 'n-1' } });
    expect(calls[0]).toMatchObject({
      path: '/mint/bayc/signForMint/premint',
      body: { mintTo: HOT_LOWER, nonce: 'n-1', policyId: 'policy-1' },
    });
  });

  it("public mint without a policy: '/signForMint/' with mintTo only", async () => {
    const { service } = setup();
    const calls = route('post', `${BACKEND}/mint/:tokenType/signForMint/`, () => HttpResponse.json(signed));
    await service.signForMint({ saleId: 'mayc', payload: { coldWallet: '0xcold', hotWallet: HOT, nonce: 'n-1' } });
    expect(calls[0]).toMatchObject({ path: '/mint/mayc/signForMint/', body: { mintTo: HOT_LOWER } });
  });

  it('a collection signs with the hot wallet on the story-NFT path', async () => {
    const { service } = setup();
    const calls = route('post', `${BACKEND}/mint/storyNFT/:tokenType/signForMint/`, () => HttpResponse.json(signed));
    await service.signForMint({ saleId: 'fezlove', payload: { hotWallet: HOT } });
    expect(calls[0]).toMatchObject({ path: '/mint/storyNFT/fez/signForMint/', body: { mintTo: HOT_LOWER } });
  });

  it.each([
    ['bayc', { coldWallet: '0xcold', hotWallet: HOT, nonce: 'n-1' }, MESSAGES.unknownErrorPremint],
    ['mayc', { coldWallet: '0xcold', hotWallet: HOT, nonce: 'n-1' }, MESSAGES.unknownErrorMint],
  ])("a %s signing that fails with an error of no known kind is '%s'", async (saleId, payload, message) => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'sig')");
    const failing = createHttpBackend({ client: createRestClient({ baseUrl: BACKEND }) });
    const { service } = setup({ backend: { ...failing, signForMint: () => Promise.reject(bug) } });
    const error = await settle(service.signForMint({ saleId, payload })).error();
    expect(error).toBeInstanceOf(SignForMintError);
    expect(error).toMatchObject({ message, cause: bug });
  });

  it('a signing refused by the server keeps its own error', async () => {
    const { service } = setup();
    route('post', `${BACKEND}/mint/:tokenType/signForMint/:premint`, () =>
      HttpResponse.json({ error: 'nope', counts: { pending: 0, minted: 1, signable: 0 } }, { status: 400 }),
    );
    const error = await settle(
      service.signForMint({ saleId: 'bayc', payload: { coldWallet: '0xcold', hotWallet: HOT, nonce: 'n-1' } }),
    ).error();
    expect((error as Error).message).not.toMatch(/Unknown error occurred/);
  });

  it('outside a mint period: NotInMintingPeriodError, no request', async () => {
    const { service } = setup();
    await expect(service.signForMint({ saleId: 'later', payload: { hotWallet: HOT } })).rejects.toBeInstanceOf(
      NotInMintingPeriodError,
    );
  });

  it.each([
    [{ coldWallet: '0xc', hotWallet: '', nonce: 'n' }, MESSAGES.missingHotWallet],
    [{ coldWallet: '', hotWallet: HOT, nonce: 'n' }, MESSAGES.missingColdWallet],
    [{ hotWallet: HOT }, MESSAGES.missingColdWallet],
    [{ coldWallet: '0xc', hotWallet: HOT, nonce: '' }, MESSAGES.missingTokenproofNonce],
  ])('a characterPass payload %o is SignForMintError "%s"', async (payload, message) => {
    const { service } = setup();
    const error = await settle(service.signForMint({ saleId: 'bayc', payload })).error();
    expect(error).toBeInstanceOf(SignForMintError);
    expect((error as Error).message).toBe(message);
  });
});

describe('the mint in steps: prepareMint and waitForMintingOf', () => {
  const payload = { rawMessage: 'raw', signature: '0xsig', hotWallet: HOT };
  const minted = { txHash: '0xtxhash', hotWallet: HOT, twitter: 'ape_fan', nonce: 'n-1' };

  it("prepareMint: the mint backend's signatureMint, its transaction converted for the wallet", async () => {
    const { service } = setup();
    const mintCalls = route('post', SIGNATURE_MINT, () =>
      HttpResponse.json({ status: 'ok', result: { tx: mintTx, submitted: false } }),
    );
    const tx = await service.prepareMint({ saleId: 'bayc', payload });
    expect(mintCalls[0]).toMatchObject({
      path: '/api/v0/chains/ethereum/addresses/bayc-label/contracts/ethsale_character_pass/methods/signatureMint',
      body: { args: ['raw', '0xsig'], from: HOT_LOWER, signer: HOT_LOWER, value: '0' },
    });
    expect(mintCalls[0]?.headers.get('authorization')).toBe('Bearer key');
    expect(tx).toEqual({ to: CONTRACT, value: 0n, gasLimit: 100000n });
  });

  it('collection sales use the ethsale_storynft contract label', async () => {
    const { service } = setup();
    const mintCalls = route('post', SIGNATURE_MINT, () => HttpResponse.json({ status: 'ok', result: { tx: mintTx } }));
    await service.prepareMint({ saleId: 'fezlove', payload });
    expect(mintCalls[0]?.path).toContain('/addresses/fez-label/contracts/ethsale_storynft/');
  });

  it('a mint backend failure is PrepareMintError with the cause', async () => {
    const { service } = setup();
    route('post', SIGNATURE_MINT, () => HttpResponse.json({ message: 'bad' }, { status: 400 }));
    const error = await settle(service.prepareMint({ saleId: 'bayc', payload })).error();
    expect(error).toBeInstanceOf(PrepareMintError);
    expect((error as Error).cause).toBeInstanceOf(RestApiError);
  });

  it('missing mint data or address label fail before any request', async () => {
    const { service } = setup();
    const mintCalls = route('post', SIGNATURE_MINT, () => HttpResponse.json({ status: 'ok', result: { tx: mintTx } }));
    await expect(service.prepareMint({ saleId: 'bayc', payload: { ...payload, signature: '' } })).rejects.toThrow(
      MESSAGES.missingMintData,
    );
    await expect(service.prepareMint({ saleId: 'signup', payload })).rejects.toBeInstanceOf(PrepareMintError);
    expect(mintCalls).toHaveLength(0);
  });

  it('waitForMintingOf posts the hash, the lowercase hot wallet, the handle and (with a policy) the nonce', async () => {
    const { service } = setup();
    const waitCalls = route('post', `${BACKEND}/mint/:tokenType/waitForMintingOf`, () => HttpResponse.text(''));
    await service.waitForMintingOf({ saleId: 'bayc', minted });
    await service.waitForMintingOf({ saleId: 'mayc', minted });
    expect(waitCalls[0]).toMatchObject({
      path: '/mint/bayc/waitForMintingOf',
      body: { txHash: '0xtxhash', mintTo: HOT_LOWER, twitter: 'ape_fan', nonce: 'n-1' },
    });
    expect(waitCalls[1]?.body).toEqual({ txHash: '0xtxhash', mintTo: HOT_LOWER, twitter: 'ape_fan' });
  });

  it('a failed wait-for-minting (after its 3 retries) is WaitForMintingError', async () => {
    fakeTimeouts();
    const { service } = setup();
    const waitCalls = route('post', `${BACKEND}/mint/:tokenType/waitForMintingOf`, () =>
      HttpResponse.json({}, { status: 400 }),
    );
    const outcome = settle(service.waitForMintingOf({ saleId: 'bayc', minted }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await outcome.error()).toBeInstanceOf(WaitForMintingError);
    expect(waitCalls).toHaveLength(4);
  });
});

describe('mintedNftsFromReceipt', () => {
  it('reads mints to the hot wallet from ERC-721 Transfer logs only', () => {
    const receipt: TransactionReceipt = {
      status: 1,
      logs: [
        transferLog(HOT, 7),
        transferLog(HOT, 8, CONTRACT, '0xcccccccccccccccccccccccccccccccccccccccc'), // a transfer, not a mint
        { ...transferLog(HOT, 9), topics: transferLog(HOT, 9).topics.slice(0, 3) }, // ERC-20 shape
        { ...transferLog(HOT, 10), topics: ['0xother', ...transferLog(HOT, 10).topics.slice(1)] },
        { ...transferLog(HOT, 11), topics: [...transferLog(HOT, 11).topics.slice(0, 3), 'not hex'] },
      ],
    };
    expect(mintedNftsFromReceipt(receipt, HOT)).toEqual([{ id: '7', contractAddress: CONTRACT }]);
    expect(mintedNftsFromReceipt(receipt, HOT, '0x9999999999999999999999999999999999999999')).toEqual([]);
    expect(mintedNftsFromReceipt({ status: 1 }, HOT)).toEqual([]);
  });
});

describe('campaigns and social', () => {
  it('subscribeEmail, subscribe, isSubscribed and isWalletAddressSafe delegate', async () => {
    const { service, marketing, compliance, emailSubscription } = setup();
    await service.subscribeEmail({ socialHandles: { email: 'a@b.test' } });
    expect(emailSubscription.subscribe).toHaveBeenCalledWith('a@b.test', undefined);
    await service.subscribe({
      campaign: 'c',
      socialHandles: { hotWallet: HOT, twitterHandle: 't' },
      captchaToken: 'cap',
    });
    expect(marketing.enter).toHaveBeenCalledWith(
      { campaign: 'c', walletAddress: HOT, socialHandles: { hotWallet: HOT, twitterHandle: 't' }, captchaToken: 'cap' },
      undefined,
    );
    await expect(service.subscribe({ campaign: 'c', socialHandles: {}, captchaToken: 'x' })).rejects.toThrow(
      MESSAGES.missingCampaignOrHotWallet,
    );
    await service.isSubscribed({ campaign: 'c', walletAddress: HOT, twitterHandle: 't' });
    expect(marketing.check).toHaveBeenCalledWith('c', HOT, 't', undefined);
    await expect(service.isWalletAddressSafe(HOT)).resolves.toBe(true);
    expect(compliance.isWalletAddressSafe).toHaveBeenCalledWith(HOT, undefined);
  });

  it('fetchIsFollowingAll with v1read credentials: every user followed, handles compared case-insensitively', async () => {
    const { service } = setup();
    const calls = route('post', `${AUTH}/verify`, () => HttpResponse.json({ StoryVerse: true, other: false }));
    await expect(service.fetchIsFollowingAll({ users: ['storyverse'], retry: false })).resolves.toBe(true);
    await expect(service.fetchIsFollowingAll({ users: ['storyverse', 'OTHER'], retry: false })).resolves.toBe(false);
    await expect(service.fetchIsFollowingAll({ users: ['missing'], retry: false })).resolves.toBe(false);
    expect(calls[0]?.body).toEqual({
      followCheckList: ['storyverse'],
      accessToken: 'read-tok',
      accessSecret: 'read-sec',
      apiVersion: 'v1read',
    });
    await expect(service.fetchIsFollowingAll({ users: [], retry: false })).resolves.toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('follow verification does not use the tweeting (v1) credentials', async () => {
    const { service } = setup({ socialCredentials: credentialStore({ v1: true }).store });
    const calls = route('post', `${AUTH}/verify`, () => HttpResponse.json({ a: true }));
    await expect(service.fetchIsFollowingAll({ users: ['a'], retry: false })).rejects.toBeInstanceOf(
      FollowVerifyNotLoggedInError,
    );
    expect(calls).toHaveLength(0);
  });

  it('a v1read auth error clears the v1read credentials only and raises 403', async () => {
    const { service, credentials } = setup();
    const calls = route('post', `${AUTH}/verify`, () => HttpResponse.json({}, { status: 401 }));
    const error = await settle(service.fetchIsFollowingAll({ users: ['a'], retry: true })).error();
    expect(error).toBeInstanceOf(SocialApiError);
    expect(error).toMatchObject({ status: 403, message: MESSAGES.socialAuthRetry });
    expect(calls).toHaveLength(1);
    expect(credentials.readV1('v1read')).toBeNull();
    expect(credentials.readV1('v1')).toEqual(tweetCreds);
  });

  it('retry: true repeats a non-auth failure once; retry: false does not; neither clears credentials', async () => {
    const { service, credentials } = setup();
    let n = 0;
    server.use(
      http.post(`${AUTH}/verify`, () =>
        ++n === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ a: true }),
      ),
    );
    await expect(service.fetchIsFollowingAll({ users: ['a'], retry: true })).resolves.toBe(true);
    expect(n).toBe(2);
    n = 0;
    await expect(service.fetchIsFollowingAll({ users: ['a'], retry: false })).rejects.toBeInstanceOf(RestApiError);
    expect(n).toBe(1);
    expect(credentials.readV1('v1read')).toEqual(readCreds);
  });

  describe('with v2 credentials', () => {
    it('follow verification uses the v2 bearer token, even when v1read credentials exist', async () => {
      const { service } = setup({ socialCredentials: credentialStore({ v1read: true, v2: true }).store });
      const calls = route('post', `${AUTH}/verify`, () => HttpResponse.json({ a: true }));
      await expect(service.fetchIsFollowingAll({ users: ['A'], retry: false })).resolves.toBe(true);
      expect(calls.map((c) => c.body)).toEqual([
        { followCheckList: ['A'], bearerToken: 'old-access', apiVersion: 'v2' },
      ]);
    });

    it('an expired token is refreshed once and the refreshed credentials are saved', async () => {
      const { store } = credentialStore({ v2: true });
      const { service } = setup({ socialCredentials: store });
      const verifyCalls = route('post', `${AUTH}/verify`, async (request) => {
        const { bearerToken } = (await request.json()) as { bearerToken: string };
        return bearerToken === 'new-access' ? HttpResponse.json({ a: true }) : HttpResponse.json({}, { status: 401 });
      });
      const refreshCalls = route('post', `${AUTH}/twitter/refresh`, () =>
        HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
      );
      await expect(service.fetchIsFollowingAll({ users: ['a'], retry: false })).resolves.toBe(true);
      expect(refreshCalls).toHaveLength(1);
      expect(verifyCalls).toHaveLength(2);
      expect(store.readV2()).toEqual({ ...v2Creds, accessToken: 'new-access', refreshToken: 'new-refresh' });
    });

    it("a second auth error clears the v2 credentials and raises 403 'Auth error. Please try again.'", async () => {
      const { store } = credentialStore({ v1: true, v2: true });
      const { service } = setup({ socialCredentials: store });
      const verifyCalls = route('post', `${AUTH}/verify`, () => HttpResponse.json({}, { status: 401 }));
      const refreshCalls = route('post', `${AUTH}/twitter/refresh`, () =>
        HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
      );
      const error = await settle(service.fetchIsFollowingAll({ users: ['a'], retry: true })).error();
      expect(error).toMatchObject({ status: 403, message: MESSAGES.socialAuthRetry });
      expect(refreshCalls).toHaveLength(1);
      expect(verifyCalls).toHaveLength(2);
      expect(store.readV2()).toBeNull();
      expect(store.readV1('v1')).toEqual(tweetCreds);
    });

    it('a refresh with no answer keeps the v2 credentials', async () => {
      const { store } = credentialStore({ v2: true });
      const { service } = setup({ socialCredentials: store });
      route('post', `${AUTH}/verify`, () => HttpResponse.json({}, { status: 401 }));
      route('post', `${AUTH}/twitter/refresh`, () => HttpResponse.error());
      await expect(service.fetchIsFollowingAll({ users: ['a'], retry: false })).rejects.toBeInstanceOf(NetworkError);
      expect(store.readV2()).toEqual(v2Creds);
    });

    it('fetchUser names the v2 account', async () => {
      const { service } = setup({ socialCredentials: credentialStore({ v1: true, v1read: true, v2: true }).store });
      await expect(service.fetchUser()).resolves.toEqual({ username: 'ape_v2' });
    });
  });

  it('fetchUser names the v1read account, else the v1 one', async () => {
    await expect(setup().service.fetchUser()).resolves.toEqual({ username: 'ape_reader' });
    const { service } = setup({ socialCredentials: credentialStore({ v1: true }).store });
    await expect(service.fetchUser()).resolves.toEqual({ username: 'ape_fan' });
  });

  it('without credentials: not logged in, follow verification and fetchUser refuse, verify is invalid, tweet is AuthError', async () => {
    const { service } = setup({ socialCredentials: credentialStore({}).store });
    await expect(service.isLoggedIn()).resolves.toBe(false);
    await expect(service.fetchIsFollowingAll({ users: ['a'], retry: true })).rejects.toBeInstanceOf(
      FollowVerifyNotLoggedInError,
    );
    await expect(service.fetchUser()).rejects.toBeInstanceOf(FollowVerifyNotLoggedInError);
    await expect(service.verifyCreds()).resolves.toEqual({ valid: false });
    await expect(service.tweetStory({ message: 'm', storyKey: 'k' })).rejects.toBeInstanceOf(AuthError);
  });

  it('malformed stored credentials count as none (the store discards them)', async () => {
    const { service, storage } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(SOCIAL_CREDENTIAL_KEYS.v1, '{"accessToken": 7}');
    await expect(service.isLoggedIn()).resolves.toBe(false);
  });

  it('tweeting uses the v1 credentials: logged in, verify and tweet over HTTP', async () => {
    const { service } = setup();
    await expect(service.isLoggedIn()).resolves.toBe(true);
    const verifyCalls = route('post', `${AUTH}/twitter/verify/:v`, () =>
      HttpResponse.json({ valid: true, error: 'x' }),
    );
    await expect(service.verifyCreds()).resolves.toEqual({ valid: true });
    expect(verifyCalls[0]?.path).toBe('/twitter/verify/v1');
    expect(verifyCalls[0]?.body).toEqual({ accessToken: 'tweet-tok', accessTokenSecret: 'tweet-sec' });
    const tweetCalls = route('post', `${BACKEND}/twitter/tweetStory`, () => HttpResponse.json({ tweetId: 't1' }));
    await expect(service.tweetStory({ message: 'hello', storyKey: '0xabc/12' })).resolves.toEqual({ tweetId: 't1' });
    expect(tweetCalls[0]?.body).toEqual({
      tweet: { message: 'hello' },
      storyKey: '0xabc/12',
      accessToken: 'tweet-tok',
      accessTokenSecret: 'tweet-sec',
    });
  });

  it('with only follow (v1read) credentials: not logged in for sharing, and a tweet is AuthError', async () => {
    const { service } = setup({ socialCredentials: credentialStore({ v1read: true }).store });
    await expect(service.isLoggedIn()).resolves.toBe(false);
    await expect(service.verifyCreds()).resolves.toEqual({ valid: false });
    await expect(service.tweetStory({ message: 'm', storyKey: 'k' })).rejects.toBeInstanceOf(AuthError);
  });
});
