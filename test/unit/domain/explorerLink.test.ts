import { describe, expect, it } from 'vitest';
import { transactionLink } from '../../../src/domain/explorerLink';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

describe('transactionLink', () => {
  it("links to /tx/{hash} on the explorer's origin, whatever page of it is configured", () => {
    expect(transactionLink('https://etherscan.io/address/0x8ba1f109551bd432803012645ac136ddd64dba72', HASH)).toBe(
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(transactionLink('https://sepolia.etherscan.io', HASH)).toBe(`https://sepolia.etherscan.io/tx/${HASH}`);
  });

  it('keeps a hash with path or query characters inside its one path segment', () => {
    expect(transactionLink('https://etherscan.io/', '../a?b#c')).toBe('https://etherscan.io/tx/..%2Fa%3Fb%23c');
  });
});
