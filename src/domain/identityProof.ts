import type { IdentityProofResult, IdentityProofStatus } from '../services/identityProof/identityProof.types';

/** Spec section 9: an identity-proof session is valid for 5 minutes after it was verified. */
export const IDENTITY_PROOF_SESSION_MS = 5 * 60_000;

/** Address (lowercase) → contract (lowercase) → token ids held there. */
export type IdentityProofAccountMap = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Spec section 3: an identity-proof result parsed for the flows. */
export interface IdentityProofAccount {
  /** The cold wallet that proved ownership; null when the result names none (then: logged out). */
  mainAccount: string | null;
  accountMap: IdentityProofAccountMap;
  nonce: string;
  status: IdentityProofStatus;
}

/**
 * Spec section 3: "Parsed into mainAccount, accountMap (address to tokens by contract), nonce,
 * status". Built through Maps so that no address or contract from the provider can name an
 * inherited property; tokens of the same account and contract listed twice are merged.
 */
export function parseIdentityProof(result: IdentityProofResult): IdentityProofAccount {
  const accounts = new Map<string, Map<string, string[]>>();
  for (const { account, contract, tokens } of result.holdings) {
    const byContract = accounts.get(account.toLowerCase()) ?? new Map<string, string[]>();
    accounts.set(account.toLowerCase(), byContract);
    const held = byContract.get(contract.toLowerCase()) ?? [];
    byContract.set(contract.toLowerCase(), [...held, ...tokens.filter((token) => !held.includes(token))]);
  }
  return {
    mainAccount: result.account.trim() === '' ? null : result.account,
    accountMap: Object.fromEntries(
      [...accounts].map(([account, byContract]) => [account, Object.fromEntries(byContract)]),
    ),
    nonce: result.nonce,
    status: result.status,
  };
}

/** Milliseconds the session verified at `lastVerified` has left at `now` (0 or less: expired). */
export const identityProofTimeLeft = (lastVerified: number, now: number): number =>
  lastVerified + IDENTITY_PROOF_SESSION_MS - now;
