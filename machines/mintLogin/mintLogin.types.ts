/** Types of the mint login (spec section 4: login steps). */
import type { IdentityProofInput } from '../identityProof/identityProof.types';

export interface MintLoginInput extends Pick<IdentityProofInput, 'policyId' | 'tokenName'> {
  /** characterPass sales: the cold wallet proves ownership through the identity proof. */
  coldWalletRequired: boolean;
}

/** The cold wallet the identity proof authenticated, and the provider's nonce of that login. */
export interface MintColdWallet {
  address: string;
  nonce: string;
}

export interface MintLoginContext extends MintLoginInput {
  /** The connected hot wallet (the app's user flow), or null. */
  hotWallet: string | null;
  coldWallet: MintColdWallet | null;
}

/** Start mint entry with these (spec section 4). */
export interface MintLoginOutput {
  hotWallet: string;
  coldWallet: MintColdWallet | null;
}

export type MintLoginEvent =
  /** The user presses the login button (or tries again after installing a wallet). */
  | { type: 'mintLogin.start' }
  /** From the user flow's watcher: the connected wallet (null: none), on every change. */
  | { type: 'mintLogin.hotWalletChanged'; address: string | null }
  /** From the identity proof's watcher: the authenticated cold wallet (null: none). */
  | { type: 'mintLogin.coldWalletChanged'; coldWallet: MintColdWallet | null };
