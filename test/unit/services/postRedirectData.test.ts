import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  POST_REDIRECT_KEY,
  restorePostRedirectData,
  savePostRedirectData,
} from '../../../src/services/social/postRedirectData';
import { memoryStorage } from './mock/mockHarness';

describe('post-redirect local data', () => {
  it('round-trips e-mail and twitter as base64 JSON, once', () => {
    const storage = memoryStorage();
    savePostRedirectData(storage, { email: 'ape@example.com', twitter: null });
    const stored = storage.getItem(POST_REDIRECT_KEY)!;
    expect(JSON.parse(atob(stored))).toEqual({ email: 'ape@example.com', twitter: null });
    expect(restorePostRedirectData(storage)).toEqual({ email: 'ape@example.com', twitter: null });
    expect(restorePostRedirectData(storage)).toBeNull();
  });

  it('keeps characters outside Latin-1', () => {
    const storage = memoryStorage();
    savePostRedirectData(storage, { email: 'ü@例え.jp', twitter: '🦍ape' });
    expect(restorePostRedirectData(storage)).toEqual({ email: 'ü@例え.jp', twitter: '🦍ape' });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of something that is not JSON', btoa('{"email":')],
    ['the wrong shape', btoa(JSON.stringify({ email: 1, twitter: null }))],
    ['a missing field', btoa(JSON.stringify({ email: 'a@b.c' }))],
    ['an oversized entry', btoa(JSON.stringify({ email: 'x'.repeat(5_000), twitter: null }))],
  ])('discards %s', (_, stored) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(POST_REDIRECT_KEY, stored);
    expect(restorePostRedirectData(storage)).toBeNull();
    expect(storage.getItem(POST_REDIRECT_KEY)).toBeNull();
  });

  it('never throws and returns only strings or null (1000 runs)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stored = fc.oneof(
      fc.string(),
      fc.json().map((json) => btoa(String.fromCharCode(...new TextEncoder().encode(json)))),
    );
    fc.assert(
      fc.property(stored, (text) => {
        const storage = memoryStorage();
        storage.setItem(POST_REDIRECT_KEY, text);
        const data = restorePostRedirectData(storage);
        return (
          data === null ||
          ((data.email === null || typeof data.email === 'string') &&
            (data.twitter === null || typeof data.twitter === 'string'))
        );
      }),
      { numRuns: 1000 },
    );
  });
});
