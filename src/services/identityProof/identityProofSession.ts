import * as z from 'zod/mini';
import { parseJsonWith } from '../../domain/parseJson';
import type { IdentityProofResult } from './identityProof.types';
import { identityProofResultSchema } from './identityProof.schemas';

/**
 * The stored identity-proof session (spec section 3: "Stored session: lastVerified, tpResult,
 * policyId"), kept in local storage so that a reload within 5 minutes does not ask again.
 * Nothing read back is trusted: a malformed, truncated or oversized entry is discarded, and a
 * session of another policy is ignored (it belongs to another sale).
 */
export const IDENTITY_PROOF_SESSION_KEY = 'storyverse.tokenproof.session.v1';

/** A real session is a few kB; anything far larger was not written by us. */
export const MAX_STORED_SESSION_LENGTH = 100_000;

export interface StoredIdentityProofSession {
  /** When the accounts were fetched (ms since the epoch). */
  lastVerified: number;
  tpResult: IdentityProofResult;
  policyId: string;
}

const storedSessionSchema = z.object({
  lastVerified: z.number().check(z.int(), z.nonnegative()),
  tpResult: identityProofResultSchema,
  policyId: z.string(),
});

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored session for `policyId`, or null. Never throws. */
export function readIdentityProofSession(storage: Storage, policyId: string): StoredIdentityProofSession | null {
  const text = storage.getItem(IDENTITY_PROOF_SESSION_KEY);
  if (text === null) return null;
  const parsed = text.length > MAX_STORED_SESSION_LENGTH ? null : parseJsonWith(text, storedSessionSchema);
  if (!parsed?.ok) {
    console.warn('[identity proof] the stored session is malformed; discarded');
    storage.removeItem(IDENTITY_PROOF_SESSION_KEY);
    return null;
  }
  return parsed.value.policyId === policyId ? parsed.value : null;
}

export function writeIdentityProofSession(storage: Storage, session: StoredIdentityProofSession): void {
  storage.setItem(IDENTITY_PROOF_SESSION_KEY, JSON.stringify(session));
}

export function removeIdentityProofSession(storage: Storage): void {
  storage.removeItem(IDENTITY_PROOF_SESSION_KEY);
}
