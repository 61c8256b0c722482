import { describe, expect, it } from 'vitest';
import { isLoginCheckMethod, isWhitelistCheckType } from '../../../src/domain/sale/checkType';
import type { CheckType } from '../../../src/domain/sale/checkType';

describe('check types (spec section 4: none, metamask, tokenproof, manual)', () => {
  it.each<[CheckType, boolean]>([
    ['tokenproof', true],
    ['metamask', false],
    ['none', false],
    ['manual', false],
  ])('the whitelist sign-up takes %s: %s', (checkType, taken) => {
    expect(isWhitelistCheckType(checkType)).toBe(taken);
  });

  it.each<[CheckType, boolean]>([
    ['metamask', true],
    ['tokenproof', true],
    ['none', false],
    ['manual', false],
  ])('a mint logs in with %s: %s', (checkType, taken) => {
    expect(isLoginCheckMethod(checkType)).toBe(taken);
  });
});
