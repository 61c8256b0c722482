import { whitelistOutcome } from '../../src/domain/whitelistOutcome';
import type { MintLoginOutput } from '../mintLogin/mintLogin.types';
import type { WhitelistFormKind, WhitelistFormsOutput } from '../whitelistForms/whitelistForms.types';
import type { WhitelistResultKind } from '../whitelistResult/whitelistResult.types';
import type {
  MintFailureReason,
  MintTransactionInput,
  MintTransactionOutput,
} from '../mintTransaction/mintTransaction.types';
import type { ShareInput } from '../share/share.types';
import type {
  MintPageContext,
  MintEntryStart,
  MintSession,
  PendingMint,
  SignedMint,
  WhitelistCheck,
} from './mintPage.types';

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

/**
 * Spec section 2: the Whitelist page's form. A collection sale registers for its giveaway; else the
 * e-mail form when the configuration says so, or the sign-up section.
 */
export function whitelistFormOf(
  sale: MintPageContext['sale'],
  configured: MintPageContext['whitelistForm'],
): WhitelistFormKind {
  if (sale?.saleType === 'collection') return 'giveaway';
  return configured === 'email' ? 'email' : 'signUp';
}

/** The check a finished sign-up starts: the cold wallet was authenticated by the identity proof. */
export function checkOf(output: WhitelistFormsOutput): WhitelistCheck {
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

/** A mint sent before a reload resumes on Minting: its hash, hot wallet, handle and nonce. */
export function resumedSession(session: MintSession, resume: PendingMint): MintSession {
  return {
    ...session,
    pendingHash: resume.hash,
    hotWallet: resume.hotWallet,
    signUpTwitter: resume.twitter,
    tokenproofNonce: resume.nonce,
  };
}

/** Spec section 4, start check: the check's type, wallet and handles; the last check's error goes. */
export function checkingSession(session: MintSession, check: WhitelistCheck): MintSession {
  return {
    ...session,
    checkType: check.checkType,
    checkError: null,
    walletToCheck: check.hotWallet,
    hotWallet: check.hotWallet,
    signUpEmail: check.email,
    signUpTwitter: check.twitter,
  };
}

/**
 * Spec section 4, start mint entry: the wallets and the handles; the last mint's error and failure
 * go, and so does its signature (a new login signs anew).
 */
export function mintEntrySession(session: MintSession, entry: MintEntryStart): MintSession {
  return {
    ...session,
    coldWallet: entry.coldWallet,
    hotWallet: entry.hotWallet,
    tokenproofNonce: entry.nonce,
    signUpEmail: entry.email,
    signUpTwitter: entry.twitter,
    skipToShare: entry.skipToShare,
    mintedError: null,
    mintFailure: null,
    mintAndSig: null,
  };
}

/** The signature MintEntry's signing ended with, its tokens, their images and the story to share. */
export function signedSession(session: MintSession, signed: SignedMint): MintSession {
  return {
    ...session,
    mintAndSig: signed.mintAndSig,
    signedTokens: signed.signedTokens,
    shareStory: signed.story,
    nftImageMap: signed.nftImageMap,
  };
}

/** Minted: the tokens, the transaction and its notice; a resumed mint is over. A failed mint changes nothing. */
export function mintedSession(session: MintSession, output: MintTransactionOutput): MintSession {
  if (output.outcome !== 'minted') return session;
  return { ...session, mintedNfts: output.nfts, txHash: output.hash, mintedError: output.notice, pendingHash: null };
}

/** What MintShare's share is given: the story, the wallets, whether it was shared before, the handles. */
export function shareInputOf(context: MintPageContext): ShareInput {
  const { session } = context;
  return {
    story: session.shareStory ?? { walletAddress: '', storyId: '' },
    hotWallet: session.hotWallet ?? '',
    connectedWallet: context.connectedWallet,
    // Story NFTs have no share step: after a failed mint, MintShare's button mints ('MINT!').
    alreadyShared: session.alreadyMintShared || session.shareStory === null || context.sale?.saleType === 'collection',
    postRedirectData: { email: session.signUpEmail, twitter: session.signUpTwitter },
  };
}

/**
 * Spec sections 2 and 4: WhitelistChecked's result. The giveaway's success page on a collection
 * sale; a made story when the whitelisting added tokens with a story; else the result alone.
 */
export function whitelistResultOf(context: MintPageContext): WhitelistResultKind {
  if (context.sale?.saleType === 'collection') return 'giveaway';
  return whitelistOutcome(context.session) === 'madeStory' ? 'story' : 'plain';
}

/** What Minting's on-chain mint is given: the sale, the wallets, the signed mint or a resumed transaction. */
export function mintInputOf(context: MintPageContext): MintTransactionInput {
  const { session, sale } = context;
  return {
    saleId: sale?.saleId ?? '',
    confirmsMint: sale?.saleType === 'characterPass',
    hotWallet: session.hotWallet ?? '',
    twitter: session.signUpTwitter,
    nonce: session.tokenproofNonce,
    mintAndSig: session.mintAndSig,
    pendingHash: session.pendingHash,
  };
}

/** Why a mint failed, from its end (a mint that did not say is a plain failure). */
export function failureReasonOf(output: MintTransactionOutput): MintFailureReason {
  return output.outcome === 'failed' ? output.reason : 'failed';
}
