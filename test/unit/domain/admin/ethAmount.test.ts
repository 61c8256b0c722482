import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatEth,
  MAX_UINT256,
  parseEth,
  parseWholeNumber,
  WEI_PER_ETH,
} from '../../../../src/domain/admin/ethAmount';

describe('formatEth', () => {
  it.each([
    [0n, '0'],
    [6000n, '0.000000000000006'],
    [1n, '0.000000000000000001'],
    [WEI_PER_ETH, '1'],
    [WEI_PER_ETH / 2n, '0.5'],
    [3n * WEI_PER_ETH + WEI_PER_ETH / 2n, '3.5'],
    [WEI_PER_ETH + 1n, '1.000000000000000001'],
    [-(WEI_PER_ETH / 4n), '-0.25'],
    [-6000n, '-0.000000000000006'],
  ])('%s wei is %s ETH', (wei, text) => {
    expect(formatEth(wei)).toBe(text);
  });

  it('keeps every digit of MAX_UINT256, with no exponent', () => {
    expect(MAX_UINT256).toBe(115792089237316195423570985008687907853269984665640564039457584007913129639935n);
    expect(formatEth(MAX_UINT256)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
  });
});

describe('parseEth', () => {
  it.each([
    ['0.5', WEI_PER_ETH / 2n],
    ['.5', WEI_PER_ETH / 2n],
    ['2.', 2n * WEI_PER_ETH],
    ['+1', WEI_PER_ETH],
    ['-1', -WEI_PER_ETH],
    ['-.25', -(WEI_PER_ETH / 4n)],
    ['0', 0n],
    ['007', 7n * WEI_PER_ETH],
    ['  1.5  ', WEI_PER_ETH + WEI_PER_ETH / 2n],
    ['0.000000000000006', 6000n],
    ['1.000000000000000001', WEI_PER_ETH + 1n],
    ['0.000000000000000001', 1n],
  ])('reads %j as %s wei', (text, wei) => {
    expect(parseEth(text)).toBe(wei);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['.', 'a lone point'],
    ['-', 'a lone sign'],
    ['1e3', 'an exponent'],
    ['0.0000000000000000001', '19 decimals, finer than a wei'],
    ['1.2.3', 'several points'],
    ['1 000', 'a space inside'],
    ['1,5', 'a decimal comma'],
    ['0x10', 'hexadecimal'],
    ['abc', 'letters'],
    ['Infinity', 'Infinity'],
    ['--1', 'two signs'],
  ])('refuses %j (%s)', (text) => {
    expect(parseEth(text)).toBeNull();
  });

  it('reads back what formatEth writes, for any wei', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_UINT256, max: MAX_UINT256 }), (wei) => {
        expect(parseEth(formatEth(wei))).toBe(wei);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['+4', 4],
    ['-1', -1],
    ['0', 0],
    ['007', 7],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  it("reads '-0' as 0, not -0", () => {
    expect(Object.is(parseWholeNumber('-0'), 0)).toBe(true);
  });

  it.each(['', ' ', '1.5', '2.', '.5', '1e3', '0x10', 'two', '1 2', '9007199254740992'])('refuses %j', (text) => {
    expect(parseWholeNumber(text)).toBeNull();
  });
});
