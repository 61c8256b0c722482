/**
 * ETH amounts as exact integers of wei: prices and balances never pass through floating point.
 * 1 ETH is 10^18 wei; 6000 wei, the mock plot price, is 0.000000000000006 ETH, and a balance of
 * 10^18 + 1 wei is beyond what a `number` holds exactly.
 */

export const WEI_DECIMALS = 18;
export const WEI_PER_ETH = 10n ** BigInt(WEI_DECIMALS);

/** The largest uint256: the price an inactive plot sale shows (spec section 3). */
export const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * `wei` in ETH, exactly: '1.5' for 1.5 × 10^18, '0.000000000000006' for 6000, '0' for 0. No
 * rounding and no exponent: every digit of the integer is kept, trailing zeros of the fraction
 * are dropped.
 */
export function formatEth(wei: bigint): string {
  const sign = wei < 0n ? '-' : '';
  const magnitude = wei < 0n ? -wei : wei;
  const whole = magnitude / WEI_PER_ETH;
  const fraction = (magnitude % WEI_PER_ETH).toString().padStart(WEI_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** An amount as typed: digits with an optional sign and at most 18 decimals ('0.5', '.5', '-1', '2.'). */
const AMOUNT_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * The wei of an ETH amount typed by a user, or null when it is not a number of ETH (letters,
 * several points, more than 18 decimals: finer than a wei). Spaces around it are ignored; an
 * empty text is null too (callers tell it apart to show no message).
 */
export function parseEth(text: string): bigint | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  // The sign's and the whole part's groups take part in every match (maybe empty); the fraction's is optional.
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  if (whole === '' && fraction === '') return null;
  if (fraction.length > WEI_DECIMALS) return null;
  const wei = BigInt(whole || '0') * WEI_PER_ETH + BigInt(fraction.padEnd(WEI_DECIMALS, '0'));
  return sign === '-' ? -wei : wei;
}

/** A whole number typed by a user ('3', '-1'), or null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return null;
  // '-0' is 0: Number gives -0, which Object.is (and so a strict test) tells apart from 0.
  const value = Number(trimmed) + 0;
  return Number.isSafeInteger(value) ? value : null;
}
