/** Identity-proof provider (token ownership) accounts: GET /tp/{nonce}, 3 retries, 1 s apart. */

export type IdentityProofStatus = 'idle' | 'authenticated' | 'rejected' | 'closed' | 'unknown';

export interface IdentityProofHolding {
  account: string;
  contract: string;
  tokens: string[];
}

export interface IdentityProofResult {
  nonce: string;
  status: IdentityProofStatus;
  account: string;
  accounts: string[];
  timestamp: string;
  session_id: string;
  holdings: IdentityProofHolding[];
}

export interface IdentityProofService {
  fetchAccount(nonce: string, signal?: AbortSignal): Promise<IdentityProofResult>;
}
