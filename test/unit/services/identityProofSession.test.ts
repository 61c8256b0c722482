import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  IDENTITY_PROOF_SESSION_KEY,
  MAX_STORED_SESSION_LENGTH,
  readIdentityProofSession,
  removeIdentityProofSession,
  writeIdentityProofSession,
  type StoredIdentityProofSession,
} from '../../../src/services/identityProof/identityProofSession';
import { memoryStorage } from './mock/mockHarness';

const SESSION: StoredIdentityProofSession = {
  lastVerified: 1_700_000_000_000,
  policyId: 'policy-bayc',
  tpResult: {
    nonce: 'n-1',
    status: 'authenticated',
    account: '0xc01d',
    accounts: ['0xc01d'],
    timestamp: '1700000000',
    session_id: 's-1',
    holdings: [{ account: '0xc01d', contract: '0xape', tokens: ['7'] }],
  },
};

function storageWith(text: string) {
  const storage = memoryStorage();
  storage.setItem(IDENTITY_PROOF_SESSION_KEY, text);
  return storage;
}

describe('stored identity-proof session', () => {
  it('reads back what was written, for its own policy only', () => {
    const storage = memoryStorage();
    writeIdentityProofSession(storage, SESSION);
    expect(readIdentityProofSession(storage, 'policy-bayc')).toEqual(SESSION);
    expect(readIdentityProofSession(storage, 'policy-mayc')).toBeNull();
    // Another policy's session is ignored, not destroyed: it belongs to another sale.
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).not.toBeNull();
  });

  it('reads no session, and says nothing, when none is stored; removes one that is', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    expect(readIdentityProofSession(storage, 'policy-bayc')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    writeIdentityProofSession(storage, SESSION);
    removeIdentityProofSession(storage);
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
  });

  it('keeps an entry of the longest length it reads', () => {
    const unpadded = JSON.stringify({ ...SESSION, padding: '' });
    const longest = JSON.stringify({ ...SESSION, padding: 'x'.repeat(MAX_STORED_SESSION_LENGTH - unpadded.length) });
    expect(longest).toHaveLength(MAX_STORED_SESSION_LENGTH);
    expect(readIdentityProofSession(storageWith(longest), 'policy-bayc')).toEqual(SESSION);
  });

  it('reads provider numbers as strings and an unknown status as unknown', () => {
    const raw = { ...SESSION, tpResult: { ...SESSION.tpResult, timestamp: 1700000000, status: 'weird' } };
    expect(readIdentityProofSession(storageWith(JSON.stringify(raw)), 'policy-bayc')?.tpResult).toMatchObject({
      timestamp: '1700000000',
      status: 'unknown',
    });
  });

  it.each([
    ['not JSON', '{"lastVerified":'],
    ['a missing field', JSON.stringify({ ...SESSION, tpResult: { ...SESSION.tpResult, session_id: undefined } })],
    ['holdings of the wrong shape', JSON.stringify({ ...SESSION, tpResult: { ...SESSION.tpResult, holdings: [{}] } })],
    ['a negative time', JSON.stringify({ ...SESSION, lastVerified: -1 })],
    ['an oversized entry', JSON.stringify({ ...SESSION, padding: 'x'.repeat(MAX_STORED_SESSION_LENGTH) })],
  ])('discards %s, and says so', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = storageWith(text);
    expect(readIdentityProofSession(storage, 'policy-bayc')).toBeNull();
    expect(storage.getItem(IDENTITY_PROOF_SESSION_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[identity proof] the stored session is malformed; discarded');
  });

  it('never throws on any stored text (1000 runs), and returns only sessions of the asked policy', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const valid = JSON.stringify(SESSION);
    const texts = fc.oneof(
      fc.string(),
      fc.json(),
      // Truncated and corrupted copies of a valid entry.
      fc.nat({ max: valid.length }).map((end) => valid.slice(0, end)),
      fc
        .tuple(fc.nat({ max: valid.length - 1 }), fc.string({ minLength: 1, maxLength: 1 }))
        .map(([at, char]) => valid.slice(0, at) + char + valid.slice(at + 1)),
    );
    fc.assert(
      fc.property(texts, fc.constantFrom('policy-bayc', 'policy-mayc'), (text, policyId) => {
        const read = readIdentityProofSession(storageWith(text), policyId);
        return read === null || read.policyId === policyId;
      }),
      { numRuns: 1000 },
    );
  });
});
