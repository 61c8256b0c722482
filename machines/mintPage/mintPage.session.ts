import type { MintLoginOutput } from '../mintLogin/mintLogin.types';
import type { WhitelistSignUpOutput } from '../whitelistSignUp/whitelistSignUp.types';
import type { MintPageContext, MintEntryStart, MintSession, WhitelistCheck } from './mintPage.types';

/** The mint session's rules (spec sections 4 and 5) that the mint chart's assigns and inputs use. */

/** Spec section 4, "Reset returns most session data to idle". */
export const IDLE_SESSION: MintSession = {
  checkType: 'none',
  checkError: null,
  walletToCheck: null,
  signUpEmail: null,
  signUpTwitter: null,
  eligibleAdded: 0,
  eligibleTokens: 0,
  storyKey: null,
  alreadyEntered: false,
  coldWallet: null,
  hotWallet: null,
  tokenproofNonce: null,
  mintedError: null,
  alreadyMintShared: false,
  skipToShare: false,
  mintAndSig: null,
  signedTokens: [],
  nftImageMap: {},
  shareStory: null,
  mintFailure: null,
  mintedNfts: [],
  txHash: null,
  pendingHash: null,
};

/** The Twitter handles a sale requires (spec section 5): its followSocials with `required`. */
export function requiredTwitterFollows(sale: MintPageContext['sale']): string[] {
  return (sale?.followSocials ?? [])
    .filter((follow) => follow.required && follow.type === 'twitter')
    .map((follow) => follow.userId);
}

/** The check a finished sign-up starts: the cold wallet was authenticated by the identity proof. */
export function checkOf(output: WhitelistSignUpOutput): WhitelistCheck {
  if (output.kind !== 'check') throw new Error('the sign-up ended without a check');
  return { checkType: 'tokenproof', ...output };
}

/**
 * Start mint entry from the mint login's end: the wallets, and the handles typed before a Twitter
 * authorization redirect (then the entry goes on to share once signed: skipToShare).
 */
export function entryOf(output: MintLoginOutput, postRedirect: MintPageContext['postRedirect']): MintEntryStart {
  return {
    hotWallet: output.hotWallet,
    coldWallet: output.coldWallet?.address ?? null,
    nonce: output.coldWallet?.nonce ?? null,
    email: postRedirect?.email ?? null,
    twitter: postRedirect?.twitter ?? null,
    skipToShare: postRedirect !== null,
  };
}
