import { MESSAGES } from '../../domain/errors';
import type { MockDelay } from '../mock/mockDelays';
import type { IdentityProofResult, IdentityProofService } from './identityProof.types';

/** A number from 1 to 4 that stays the same for a nonce (spec section 9: random holdings 1 to 4 tokens). */
function holdingCount(nonce: string): number {
  let hash = 7;
  for (const char of nonce) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return (hash % 4) + 1;
}

/**
 * Mock identity-proof account fetch: the cold wallet `account` holds 1 to 4 tokens of the
 * contract, the same for the same nonce.
 */
export function createMockIdentityProof({
  delay,
  account,
  contract,
  now,
}: {
  delay: MockDelay;
  account: string;
  contract: string;
  now: () => Date;
}): IdentityProofService {
  return {
    async fetchAccount(nonce, signal): Promise<IdentityProofResult> {
      if (!nonce) throw new Error(MESSAGES.tokenproofMissingNonce);
      await delay('base', signal);
      const tokens = Array.from({ length: holdingCount(nonce) }, (_, index) => String(100 + index));
      return {
        nonce,
        status: 'authenticated',
        account,
        accounts: [account],
        timestamp: now().toISOString(),
        session_id: `mock-session-${nonce}`,
        holdings: [{ account, contract, tokens }],
      };
    },
  };
}
