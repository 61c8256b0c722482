import { describe, expect, it, vi } from 'vitest';
import {
  createSocialCredentialStore,
  SOCIAL_CREDENTIAL_KEYS,
} from '../../../src/services/social/socialCredentialStore';
import { memoryStorage } from './mock/mockHarness';

const v1 = {
  twitterUserId: '1',
  twitterUserName: 'ape',
  accessToken: 'token',
  accessTokenSecret: 'secret',
  apiVersion: 'v1' as const,
};

describe('social credential store', () => {
  it('keeps v1 and v1read credentials apart, by their api version', () => {
    const store = createSocialCredentialStore(memoryStorage());
    store.saveV1(v1);
    store.saveV1({ ...v1, accessToken: 'read-token', apiVersion: 'v1read' });
    expect(store.readV1('v1')?.accessToken).toBe('token');
    expect(store.readV1('v1read')?.accessToken).toBe('read-token');
    store.clear('v1');
    expect(store.readV1('v1')).toBeNull();
    expect(store.readV1('v1read')).not.toBeNull();
  });

  it('keeps v2 credentials', () => {
    const store = createSocialCredentialStore(memoryStorage());
    store.saveV2({ accessToken: 'a', refreshToken: 'r', twitterUserId: '1', twitterUserName: 'ape' });
    expect(store.readV2()?.refreshToken).toBe('r');
  });

  it.each([
    ['not JSON', '{'],
    ['a number field', JSON.stringify({ ...v1, accessToken: 7 })],
    ['a missing field', JSON.stringify({ twitterUserId: '1' })],
  ])('discards stored credentials that are %s', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(SOCIAL_CREDENTIAL_KEYS.v1, text);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createSocialCredentialStore(storage).readV1('v1')).toBeNull();
    expect(storage.getItem(SOCIAL_CREDENTIAL_KEYS.v1)).toBeNull();
  });
});
