import { createMockEmailSubscription } from '../../../../src/services/emailSubscription/mockEmailSubscription';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAuthCredentials } from '../../../../src/domain/authCredentials';
import { MESSAGES, RaffleDuplicateError } from '../../../../src/domain/errors';
import { createMockIdentityProof } from '../../../../src/services/identityProof/mockIdentityProof';
import { createMockMarketing } from '../../../../src/services/marketing/mockMarketing';
import { MOCK_SOCIAL_USER } from '../../../../src/services/mock/mockAccounts';
import { createMockMetadata } from '../../../../src/services/metadata/mockMetadata';
import { createMockDelay, MOCK_DELAYS } from '../../../../src/services/mock/mockDelays';
import { createMockStore, MOCK_STORAGE_KEY } from '../../../../src/services/mock/mockStore';
import { readMockTriggers } from '../../../../src/services/mock/mockTriggers';
import { createMockPreshare } from '../../../../src/services/preshare/mockPreshare';
import { createMockSocialV1, createMockSocialV2 } from '../../../../src/services/social/mockSocial';
import { memoryStorage, NOW } from './mockHarness';

const instant = createMockDelay(0);

const V1_CREDENTIALS = {
  twitterUserId: '1',
  twitterUserName: 'a',
  accessToken: 't',
  accessTokenSecret: 's',
  apiVersion: 'v1' as const,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('mock delays', () => {
  it('follow spec section 9', () => {
    expect(MOCK_DELAYS).toMatchObject({ base: 500, signing: 5000, minting: 5000, whitelistAdd: 3000, spotsFetch: 500 });
  });

  it('a mock tweet takes three times the configured delay', async () => {
    vi.useFakeTimers();
    const scale = 2;
    const tweeted = vi.fn();
    void createMockSocialV1({ delay: createMockDelay(scale) })
      .tweet(V1_CREDENTIALS, 'Check out my new story!', '0xabc/7')
      .then(tweeted);
    await vi.advanceTimersByTimeAsync(3 * MOCK_DELAYS.base * scale - 1);
    expect(tweeted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tweeted).toHaveBeenCalledWith({ tweetId: 'mock-tweet-0xabc-7' });
  });

  it('reject at once with the reason when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = createMockDelay(1)('minting', controller.signal);
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(waiting).rejects.toThrow('stopped');
  });
});

describe('mock store', () => {
  it('starts empty and keeps what is saved', () => {
    const storage = memoryStorage();
    createMockStore(storage).update((state) => {
      state.nextTokenId = 42;
    });
    expect(createMockStore(storage).read().nextTokenId).toBe(42);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ nextTokenId: 'many' })],
    ['a prototype attack', '{"__proto__":{"polluted":true}}'],
  ])('drops a stored entry that is %s, with a warning', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(MOCK_STORAGE_KEY, text);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createMockStore(storage).read().nextTokenId).toBe(1);
    expect(warn).toHaveBeenCalledWith('[mock] stored mock state is malformed; starting afresh');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('mock triggers', () => {
  it('reads the four errorOn triggers from the query', () => {
    expect(readMockTriggers('?errorOnSign&errorOnMinting=0')).toEqual({
      errorOnSign: true,
      errorOnMinting: false,
      errorOnWaitingForMintOf: false,
      errorOnEmailSub: false,
    });
    expect(readMockTriggers('?errorOnWaitingForMintOf=1').errorOnWaitingForMintOf).toBe(true);
    expect(readMockTriggers('?errorOnEmailSub').errorOnEmailSub).toBe(true);
  });

  it('errorOnEmailSub fails the newsletter sign-up after its delay', async () => {
    const triggers = { errorOnEmailSub: true } as ReturnType<typeof readMockTriggers>;
    const failing = createMockEmailSubscription({ delay: instant, triggers: () => triggers });
    await expect(failing.subscribe('reader@example.com')).rejects.toThrow('Mock error');
    triggers.errorOnEmailSub = false;
    await expect(failing.subscribe('reader@example.com')).resolves.toBe(true);
  });
});

describe('mock identity proof', () => {
  const service = createMockIdentityProof({ delay: instant, account: '0xa11ce', contract: '0xape', now: () => NOW });

  it('holds 1 to 4 tokens, the same for the same nonce', async () => {
    for (const nonce of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const first = await service.fetchAccount(nonce);
      const again = await service.fetchAccount(nonce);
      expect(first.status).toBe('authenticated');
      expect(first.holdings[0]?.tokens.length).toBeGreaterThanOrEqual(1);
      expect(first.holdings[0]?.tokens.length).toBeLessThanOrEqual(4);
      expect(again.holdings).toEqual(first.holdings);
    }
  });

  it("needs a nonce ('tokenproof service: Missing nonce')", async () => {
    await expect(service.fetchAccount('')).rejects.toThrow('tokenproof service: Missing nonce');
  });
});

describe('mock social login', () => {
  it('v1 "authorises" by returning with credentials the app can read on load', () => {
    const address = createMockSocialV1({ delay: instant }).authoriseUrl('v1', 'https://app.example/mint/bayc?x=1');
    const url = new URL(address);
    expect(url.pathname).toBe('/mint/bayc');
    const { credentials } = parseAuthCredentials(url.searchParams.get('auth') ?? '');
    expect(credentials).toMatchObject({ twitterUserName: 'storyverse_fan', apiVersion: 'v1' });
  });

  it('v1 checks follows and tweets', async () => {
    const service = createMockSocialV1({ delay: instant });
    expect(await service.followVerify(V1_CREDENTIALS, ['storyverse'])).toEqual({ storyverse: true });
    expect((await service.tweet(V1_CREDENTIALS, 'hi', '0xabc/1')).tweetId).not.toBe('');
    expect(await service.verifyCredentials({ ...V1_CREDENTIALS, accessToken: '' })).toMatchObject({ valid: false });
  });

  it('v2 completes a pending login on the first poll and refreshes tokens', async () => {
    const service = createMockSocialV2({ delay: instant });
    const key = await service.addToPending();
    const credentials = await service.pending(key);
    expect(credentials.twitterUserName).toBe(MOCK_SOCIAL_USER.twitterUserName);
    expect((await service.refresh(credentials.refreshToken)).accessToken).not.toBe(credentials.accessToken);
  });

  it('v2 follow verification with refresh: everyone followed, the given credentials stand', async () => {
    const service = createMockSocialV2({ delay: instant });
    const credentials = await service.pending('k');
    await expect(service.followVerifyWithRefresh(credentials, ['a', 'b'])).resolves.toEqual({
      follows: { a: true, b: true },
      credentials,
    });
  });
});

describe('mock pre-share and metadata', () => {
  it('links the viewer of the story on this site', async () => {
    const link = await createMockPreshare({ delay: instant, origin: 'https://app.example' }).fetchViewerLink(
      '0xabc',
      '7',
    );
    expect(link).toBe('https://app.example/view/0xabc/7');
  });

  it('names any token', async () => {
    expect(await createMockMetadata({ delay: instant }).fetchMetadata('12')).toMatchObject({
      id: '12',
      name: 'Character Pass #12',
    });
  });
});

describe('mock marketing', () => {
  const entry = { campaign: 'giveaway', walletAddress: '', captchaToken: 't' };

  it('enters like the HTTP service: campaign and socialHandles.hotWallet required', async () => {
    const service = createMockMarketing({ delay: instant, store: createMockStore(memoryStorage()) });
    await expect(
      service.enter({ ...entry, walletAddress: '0xW', socialHandles: { twitterHandle: 't' } }),
    ).rejects.toThrow(MESSAGES.missingCampaignOrHotWallet);
    await expect(service.enter({ ...entry, campaign: '', socialHandles: { hotWallet: '0xW' } })).rejects.toThrow(
      MESSAGES.missingCampaignOrHotWallet,
    );
  });

  it('keeps only the allowed social-handle keys, and records the hot wallet', async () => {
    const service = createMockMarketing({ delay: instant, store: createMockStore(memoryStorage()) });
    const socialHandles = { hotWallet: '0xW', twitterHandle: 't', email: '', password: 'secret' } as {
      hotWallet: string;
    };
    await expect(service.enter({ ...entry, socialHandles })).resolves.toEqual({ hotWallet: '0xW', twitterHandle: 't' });
    await expect(service.check('giveaway', '0xw')).resolves.toEqual({ exists: true });
  });

  it('answers 409 to a second entry of the wallet, or of the Twitter handle from another wallet', async () => {
    const service = createMockMarketing({ delay: instant, store: createMockStore(memoryStorage()) });
    await service.enter({ ...entry, socialHandles: { hotWallet: '0xA', twitterHandle: 'Ape_Fan' } });
    const again = service.enter({ ...entry, socialHandles: { hotWallet: '0xa' } });
    await expect(again).rejects.toBeInstanceOf(RaffleDuplicateError);
    const sameTwitter = service.enter({ ...entry, socialHandles: { hotWallet: '0xB', twitterHandle: 'ape_fan' } });
    await expect(sameTwitter).rejects.toMatchObject({ raffle: 'giveaway', wallet: '0xb', twitter: 'ape_fan' });
    // Nothing of the refused entry is recorded.
    await expect(service.check('giveaway', '0xB')).resolves.toEqual({ exists: false });
    await expect(service.enter({ ...entry, socialHandles: { hotWallet: '0xC' } })).resolves.toEqual({
      hotWallet: '0xC',
    });
  });
});
