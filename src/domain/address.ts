/** The ellipsis character (U+2026) of spec section 2: "first 5 characters, an ellipsis, and last 4". */
const ELLIPSIS = '\u2026';

/**
 * Addresses of this length or shorter gain nothing from shortening: both forms keep 4 characters at
 * the end and at most 5 at the start, so 9 characters or fewer are shown whole.
 */
const SHORTEN_ABOVE_LENGTH = 9;

/**
 * A wallet address as shown in the mint flow (spec section 2): first 5 characters, '…' and the
 * last 4 when longer than 9 characters ('0x1234…cdef'), else unchanged.
 */
export function shortenAddress(address: string): string {
  if (address.length <= SHORTEN_ABOVE_LENGTH) return address;
  return `${address.slice(0, 5)}${ELLIPSIS}${address.slice(-4)}`;
}

/**
 * A wallet address in the greeting (spec section 2: "A greeting shows first 4 and last 4"):
 * first 4, '…', last 4. Decided for short input: an address of 9 characters or fewer is shown
 * whole, since first 4 + '…' + last 4 is already 9 characters and would only hide a character
 * (or repeat characters for 8 or fewer).
 */
export function greetingAddress(address: string): string {
  if (address.length <= SHORTEN_ABOVE_LENGTH) return address;
  return `${address.slice(0, 4)}${ELLIPSIS}${address.slice(-4)}`;
}

/**
 * Whether two wallet addresses are the same wallet. Ethereum addresses differ only in the case
 * of their checksum letters (spec section 5 compares the connected and the hot wallet
 * case-insensitively). A missing or empty address matches nothing, not even another missing one.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.toLowerCase() === b.toLowerCase();
}
