import type { SnapshotFrom } from 'xstate';
import type { identityProofMachine } from './identityProof.machine';

export type IdentityProofSnapshot = SnapshotFrom<typeof identityProofMachine>;

/** What the small view shows: 'restoring' also while an expired session is refetched. */
export type IdentityProofView = 'restoring' | 'loggedOut' | 'failed' | 'waiting' | 'needAccount' | 'loggedIn';

export function selectIdentityProofView(snapshot: IdentityProofSnapshot): IdentityProofView {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('needAccount')) return 'needAccount';
  if (snapshot.matches({ loggedOut: 'failed' })) return 'failed';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  if (snapshot.matches('authenticating') || snapshot.matches('verifying')) return 'waiting';
  return 'restoring';
}

/** The provider's login is under way (its widget, or the mock dialog, is open). */
export const selectAuthenticating = (snapshot: IdentityProofSnapshot) => snapshot.matches('authenticating');
export const selectAccount = (snapshot: IdentityProofSnapshot) =>
  snapshot.matches('loggedIn') ? snapshot.context.account : null;
export const selectProblem = (snapshot: IdentityProofSnapshot) => snapshot.context.problem;

/** The authenticated cold wallet (the main account) and the provider's nonce of that login, or null. */
export function selectColdWallet(snapshot: IdentityProofSnapshot): { address: string; nonce: string } | null {
  const account = selectAccount(snapshot);
  return account?.mainAccount ? { address: account.mainAccount, nonce: account.nonce } : null;
}
export const selectTokenName = (snapshot: IdentityProofSnapshot) => snapshot.context.tokenName;

/** How many tokens the main account holds, across contracts. */
export function selectHeldTokenCount(snapshot: IdentityProofSnapshot): number {
  const account = selectAccount(snapshot);
  if (!account?.mainAccount) return 0;
  const byContract = account.accountMap[account.mainAccount.toLowerCase()] ?? {};
  return Object.values(byContract).reduce((sum, tokens) => sum + tokens.length, 0);
}

/** The provider login's actor while it runs: in mock mode, the mock dialog's chart. */
export const selectProviderLogin = (snapshot: IdentityProofSnapshot) => snapshot.children.providerLogin;
