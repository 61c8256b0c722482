/** A 20-byte hex address, in any letter case (wallets give checksummed or lowercase ones). */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The accounts a wallet reported (eth_accounts, eth_requestAccounts, accountsChanged) as it
 * gave them, or null when the payload is not a list of addresses. Wallets are other people's
 * code: a malformed answer must not become a session.
 */
export function parseAccounts(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const accounts: unknown[] = value;
  return accounts.every((account): account is string => typeof account === 'string' && ADDRESS.test(account))
    ? [...accounts]
    : null;
}
