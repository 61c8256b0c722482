import { describe, expect, it } from 'vitest';
import {
  FollowVerifyNotLoggedInError,
  PendingAuthError,
  RestApiError,
  SocialApiError,
} from '../../../src/domain/errors/errors';
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
    it('recognises the refused credentials and the missing login', () => {
      expect(isSocialLoginGone(new SocialApiError(403, 'Auth error. Please try again.'))).toBe(true);
      expect(isSocialLoginGone(new FollowVerifyNotLoggedInError())).toBe(true);
    });

    it('leaves other failures of the social login to their own handling', () => {
      expect(isSocialLoginGone(new SocialApiError(500, 'Social API error'))).toBe(false);
      expect(isSocialLoginGone(new PendingAuthError(2))).toBe(false);
      expect(isSocialLoginGone(new RestApiError(403, ''))).toBe(false);
    });
  });
});
