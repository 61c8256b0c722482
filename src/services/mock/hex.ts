/** Bytes as a 0x-prefixed lowercase hex string, as wallets and chains write hashes and data. */
export function toHex(bytes: Uint8Array): string {
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** `length` random bytes as hex: the mock's signatures and transaction hashes. */
export const randomHex = (length: number): string => toHex(crypto.getRandomValues(new Uint8Array(length)));
