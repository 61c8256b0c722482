import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingAddress, sameAddress, shortenAddress } from '../../../src/domain/address';

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('shortenAddress (spec section 2)', () => {
  it('keeps the first 5 characters, an ellipsis character and the last 4', () => {
    expect(shortenAddress(ADDRESS)).toBe('0x8ba\u2026BA72');
    expect(shortenAddress(ADDRESS)).toBe('0x8ba…BA72');
  });
  it('shortens from 10 characters; 9 or fewer are unchanged', () => {
    expect(shortenAddress('0123456789')).toBe('01234…6789');
    expect(shortenAddress('012345678')).toBe('012345678');
    expect(shortenAddress('')).toBe('');
  });
  it('property: longer than 9 gives 10 characters keeping the first 5 and last 4, else unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (address) => {
        const short = shortenAddress(address);
        if (address.length <= 9) return short === address;
        return (
          short.length === 10 &&
          short.startsWith(address.slice(0, 5)) &&
          short.endsWith(address.slice(-4)) &&
          short[5] === '…'
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('greetingAddress (spec section 2)', () => {
  it('keeps the first 4, an ellipsis character and the last 4', () => {
    expect(greetingAddress(ADDRESS)).toBe('0x8b…BA72');
  });
  it('shows 9 characters or fewer whole', () => {
    expect(greetingAddress('012345678')).toBe('012345678');
    expect(greetingAddress('0x0')).toBe('0x0');
    expect(greetingAddress('0123456789')).toBe('0123…6789');
  });
  it('property: longer than 9 gives 9 characters keeping the first 4 and last 4, else unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (address) => {
        const short = greetingAddress(address);
        if (address.length <= 9) return short === address;
        return (
          short.length === 9 &&
          short.startsWith(address.slice(0, 4)) &&
          short.endsWith(address.slice(-4)) &&
          short[4] === '…'
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sameAddress', () => {
  it('compares case-insensitively', () => {
    expect(sameAddress(ADDRESS, ADDRESS.toLowerCase())).toBe(true);
    expect(sameAddress(ADDRESS.toUpperCase(), ADDRESS)).toBe(true);
  });
  it('tells different wallets apart', () => {
    expect(sameAddress(ADDRESS, ADDRESS.replace('72', '73'))).toBe(false);
  });
  it('matches nothing when either is missing or empty', () => {
    expect(sameAddress(ADDRESS, null)).toBe(false);
    expect(sameAddress(undefined, undefined)).toBe(false);
    expect(sameAddress('', '')).toBe(false);
  });
});
