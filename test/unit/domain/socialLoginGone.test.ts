import { beforeAll, describe, expect, it } from 'vitest';
// Types only: the catalogue itself is loaded by the tests (below).
import type * as Errors from '../../../src/domain/errors/errors';
import { isSocialLoginGone } from '../../../src/domain/socialLoginGone';

describe('isSocialLoginGone', () => {
  it('is true when the social API refused the credentials (a 403)', () => {
    expect(isSocialLoginGone({ code: 'socialApi', status: 403 })).toBe(true);
  });

  it('is true when no social login was left to verify the follows with', () => {
    expect(isSocialLoginGone({ code: 'followVerifyNotLoggedIn' })).toBe(true);
  });

  it.each([
    ['a social API failure of another status', { code: 'socialApi', status: 500 }],
    ['a social API failure without a status', { code: 'socialApi' }],
    ['a 403 of another service', { code: 'restApi', status: 403 }],
    ['a bare 403', { status: 403 }],
    ['a plain error', new Error('Auth error. Please try again.')],
    ['nothing', undefined],
    ['null', null],
    ['a text', 'socialApi'],
  ])('is false for %s', (_, error) => {
    expect(isSocialLoginGone(error)).toBe(false);
  });

  describe('with the errors the follow check throws', () => {
    let errors: typeof Errors;
    // Loaded here, not imported at the top: the module under test reads codes only, and a
    // catalogue that fails to load then fails these tests instead of the file's collection.
    beforeAll(async () => {
      errors = await import('../../../src/domain/errors/errors');
    });

    it('recognises the refused credentials and the missing login', () => {
      expect(isSocialLoginGone(new errors.SocialApiError(403, 'Auth error. Please try again.'))).toBe(true);
      expect(isSocialLoginGone(new errors.FollowVerifyNotLoggedInError())).toBe(true);
    });

    it('leaves other failures of the social login to their own handling', () => {
      expect(isSocialLoginGone(new errors.SocialApiError(500, 'Social API error'))).toBe(false);
      expect(isSocialLoginGone(new errors.PendingAuthError(2))).toBe(false);
      expect(isSocialLoginGone(new errors.RestApiError(403, ''))).toBe(false);
    });
  });
});
