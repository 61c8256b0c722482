/** Types of the mock identity-proof provider's dialog. */
import type { ProviderLoginResult } from '../identityProof/identityProof.types';

export type { ProviderLoginResult };

/** What the user can answer in the mock dialog (spec section 4's statuses that end a login). */
export type MockProviderAnswer = 'authenticated' | 'rejected' | 'closed';

/** What the identity-proof flow gives its provider login. */
export interface MockIdentityProviderInput {
  policyId: string;
  tokenName: string;
}

export interface MockIdentityProviderContext {
  /** The nonce the mock provider hands out: one per policy, so the mock accounts stay the same. */
  nonce: string;
  tokenName: string;
  answer: MockProviderAnswer | null;
}

export type MockIdentityProviderEvent = { type: 'mockProvider.answer'; answer: MockProviderAnswer };
