import { describe, expect, it } from 'vitest';
import {
  IDENTITY_PROOF_SESSION_MS,
  identityProofTimeLeft,
  parseIdentityProof,
} from '../../../src/domain/identityProof';

const base = { nonce: 'n', status: 'authenticated' as const, accounts: [], timestamp: '1', session_id: 's' };

describe('parseIdentityProof', () => {
  it('maps addresses to tokens by contract, lowercased and merged', () => {
    const parsed = parseIdentityProof({
      ...base,
      account: '0xAAA',
      holdings: [
        { account: '0xAAA', contract: '0xAPE', tokens: ['1'] },
        { account: '0xaaa', contract: '0xape', tokens: ['1', '2'] },
        { account: '0xBBB', contract: '0xMUT', tokens: ['9'] },
      ],
    });
    expect(parsed).toEqual({
      mainAccount: '0xAAA',
      accountMap: { '0xaaa': { '0xape': ['1', '2'] }, '0xbbb': { '0xmut': ['9'] } },
      nonce: 'n',
      status: 'authenticated',
    });
  });

  it('gathers the contracts and tokens of an account listed in several cases', () => {
    const parsed = parseIdentityProof({
      ...base,
      account: '0xAAA',
      holdings: [
        { account: '0xAAA', contract: '0xAPE', tokens: ['1'] },
        { account: '0xaaa', contract: '0xMUT', tokens: ['9'] },
        { account: '0xAaA', contract: '0xApE', tokens: ['2'] },
      ],
    });
    expect(parsed.accountMap).toEqual({ '0xaaa': { '0xape': ['1', '2'], '0xmut': ['9'] } });
  });

  it('names no main account for an empty account, and keeps odd keys as plain data', () => {
    const parsed = parseIdentityProof({
      ...base,
      account: ' ',
      holdings: [{ account: '__proto__', contract: 'constructor', tokens: ['1'] }],
    });
    expect(parsed.mainAccount).toBeNull();
    expect(Object.getPrototypeOf(parsed.accountMap)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed.accountMap, '__proto__')).toBe(true);
    expect(parsed.accountMap['__proto__']?.['constructor']).toEqual(['1']);
  });
});

describe('identityProofTimeLeft', () => {
  it('counts down the 5 minutes from lastVerified', () => {
    expect(identityProofTimeLeft(1000, 1000)).toBe(IDENTITY_PROOF_SESSION_MS);
    expect(identityProofTimeLeft(1000, 1000 + IDENTITY_PROOF_SESSION_MS)).toBe(0);
  });
});
