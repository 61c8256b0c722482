/** Types of the Mint page's 'Log in to mint' (spec sections 2 and 4). */
import type { MintLoginInput, MintLoginOutput } from '../mintLogin/mintLogin.types';

export interface LoginToMintInput extends MintLoginInput {
  /** Back from the Twitter authorization that share to mint needed: the login resumes by itself. */
  resumes: boolean;
}

export interface LoginToMintContext extends LoginToMintInput {
  /** The login steps' end, once they have one. */
  loggedIn: MintLoginOutput | null;
}

export type LoginToMintEvent =
  /** The visitor presses 'Log in to mint'. */
  | { type: 'loginToMint.login' }
  /** 'Try again' after the login stopped or its code did not load. */
  | { type: 'loginToMint.retry' };

/** The wallets the login ended with: the mint page starts the mint entry with them. */
export type LoginToMintOutput = MintLoginOutput;
