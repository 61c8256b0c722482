import fc from 'fast-check';
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

describe('social credential store: whatever storage holds', () => {
  const isString = (value: unknown) => typeof value === 'string';

  it('reading never throws, and gives credentials with string fields or null, discarding the rest (1000 runs)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const valid = fc.record({
      twitterUserId: fc.string(),
      twitterUserName: fc.string(),
      accessToken: fc.string(),
      accessTokenSecret: fc.string(),
      refreshToken: fc.string(),
      apiVersion: fc.constantFrom('v1', 'v1read', 'v2'),
    });
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      // Valid entries, cut short or with a field of another type.
      valid.chain((entry) => fc.nat(JSON.stringify(entry).length).map((n) => JSON.stringify(entry).slice(0, n))),
      valid.map((entry) => JSON.stringify({ ...entry, accessToken: 42 })),
      valid.map((entry) => JSON.stringify(entry)),
    );
    fc.assert(
      fc.property(stored, fc.constantFrom('v1', 'v1read', 'v2'), (text, slot) => {
        const storage = memoryStorage();
        storage.setItem(SOCIAL_CREDENTIAL_KEYS[slot], text);
        const store = createSocialCredentialStore(storage);
        const read = slot === 'v2' ? store.readV2() : store.readV1(slot);
        if (read === null) {
          // An entry that cannot be read is removed, not kept for the next read.
          return storage.getItem(SOCIAL_CREDENTIAL_KEYS[slot]) === null;
        }
        return Object.values(read).every(isString) && storage.getItem(SOCIAL_CREDENTIAL_KEYS[slot]) === text;
      }),
      { numRuns: 1000 },
    );
  });
});
