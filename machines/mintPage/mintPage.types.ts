/** Types of the mint page (spec sections 3 and 4: mint session state, page states, transitions). */
import type { CheckType } from '../../src/domain/sale/checkType';
import type { PageState } from '../../src/domain/sale/pageState';
import type { Sale, SaleType } from '../../src/domain/sale/sale.types';
import type { SaleState } from '../../src/domain/sale/saleState';
import type { WhitelistAddResult } from '../../src/services/backend/backend.types';
import type { PostRedirectData } from '../../src/services/social/postRedirectData';

export type { PostRedirectData };
import type { MintAndSig, MintedNft, MintFailureReason, MintNotice } from '../mintTransaction/mintTransaction.types';
import type { PhaseTimerInput, PhaseTimerOutput } from '../phaseTimer/phaseTimer.types';
import type { SignedMint } from '../mintEntrySigning/mintEntrySigning.types';
import type { ShareStory } from '../share/share.types';

export type {
  MintAndSig,
  MintedNft,
  MintFailureReason,
  MintNotice,
  PageState,
  PhaseTimerInput,
  PhaseTimerOutput,
  Sale,
  SaleState,
  ShareStory,
  SignedMint,
  WhitelistAddResult,
};

/** Which sale the page shows: one by id (route, prop or `saleId`), else the current one of a type. */
export interface MintTarget {
  /** Lowercased. */
  saleId: string | null;
  saleType: SaleType | null;
}

/**
 * Spec section 2: the Whitelist page is the e-mail form when the configuration enables e-mail
 * sign-up for the whitelist and the identity-proof feature is off; else the sign-up section.
 */
export type WhitelistForm = 'signUp' | 'email';

export interface MintPageInput {
  target: MintTarget;
  /** The page forced by `forcePage` (already validated against the configuration), or null. */
  forcedPage: PageState | null;
  whitelistForm: WhitelistForm;
}

/** A mint transaction sent before the page was reloaded (kept in session storage at the edge). */
export interface PendingMint {
  hash: string;
  hotWallet: string;
  twitter: string | null;
  nonce: string | null;
}

/** What loading gives: the sale, its state, and the page the visitor lands on. */
export interface LoadedSale {
  sale: Sale;
  saleState: SaleState;
  /** The page of the sale's phase now (the initial mapping of spec section 4). */
  phasePage: PageState;
  /** A mint of this sale sent before a reload: its wait resumes on Minting. */
  resume?: PendingMint | null;
  /**
   * What the visitor typed before leaving for the Twitter authorization (read once, then removed
   * from storage): the page is the return from it, so the login resumes by itself.
   */
  postRedirect?: PostRedirectData | null;
}

/** Spec section 4's check types (the rules that take them are pure: src/domain/sale/checkType.ts). */
export type { CheckType };

/** The whitelist outcome shown on WhitelistChecked (spec section 4). */
export interface Eligibility {
  eligibleAdded: number;
  eligibleTokens: number;
  storyKey: string | null;
}

/** Spec section 3: the mint session, the part the flows write. */
export interface MintSession extends Eligibility {
  /** The follow step found the wallet already entered in the campaign: no check was made. */
  alreadyEntered: boolean;
  checkType: CheckType;
  /** Spec section 8's text for the last failed check: 'Whitelisting failed. Please try again.'. */
  checkError: 'whitelistingFailed' | null;
  walletToCheck: string | null;
  signUpEmail: string | null;
  signUpTwitter: string | null;
  coldWallet: string | null;
  hotWallet: string | null;
  /** The identity-proof nonce of the cold wallet's login (sign for mint and wait for minting). */
  tokenproofNonce: string | null;
  /** Spec section 8's optional message of a mint treated as a success. */
  mintedError: MintNotice | null;
  alreadyMintShared: boolean;
  skipToShare: boolean;
  mintAndSig: MintAndSig | null;
  signedTokens: string[];
  /** Token id to image URL (the sign response's images, then fetchThumbnails). */
  nftImageMap: Record<string, string>;
  shareStory: ShareStory | null;
  /** Why the last mint failed: MintShare says 'Minting failed. Please try again.' and why. */
  mintFailure: MintFailureReason | null;
  mintedNfts: MintedNft[];
  /** The mint transaction (the explorer link). */
  txHash: string | null;
  /** A sent mint resumed after a reload. */
  pendingHash: string | null;
}

/** What a sign-up check adds: the hot wallet and the provider's nonce for the cold wallet. */
export interface WhitelistCheck {
  checkType: CheckType;
  hotWallet: string;
  nonce: string;
  email: string | null;
  twitter: string | null;
}

export interface MintPageContext extends MintPageInput {
  sale: Sale | null;
  saleState: SaleState;
  /** The page the routing state goes to next (after loading, a phase boundary or a reset). */
  routeTo: PageState;
  /** The sign-up check under way (its nonce and hot wallet). */
  pendingCheck: WhitelistCheck | null;
  pageError: MintPageError | null;
  /** Whether a user is logged in (the user flow's watcher keeps it current); null while it is restored. */
  loggedIn: boolean | null;
  /** The wallet connected now: NEXT and the share button need the mint's hot wallet. */
  connectedWallet: string | null;
  /**
   * The e-mail and handle saved before the page left for Twitter's authorization (share to mint),
   * read back on the Mint page: the mint entry starts with them and goes on to share.
   */
  postRedirect: PostRedirectData | null;
  session: MintSession;
}

/** Why the page shows the error alert; the view words each as the catalogue does (spec section 8). */
export type MintPageError =
  /** Loading failed: the error's own message ('Invalid sale ID "{id}"', …), else 'Unknown load error has occurred.'. */
  | { kind: 'loadFailed'; message: string | null }
  /** 'Unexpected current page': a session transition from a page that does not take it. */
  | { kind: 'unexpectedCurrentPage' }
  /** 'Unexpected page state': the page to enter is none of the sixteen. */
  | { kind: 'unexpectedPageState' }
  /** 'Unknown sale type': a mint started for a sale that is not a characterPass sale. */
  | { kind: 'unknownSaleType' }
  /** 'Unsupported check type': a whitelist check of a type other than the identity proof. */
  | { kind: 'unsupportedCheckType' }
  /** 'Unknown login check method': a mint check by neither the wallet nor the identity proof. */
  | { kind: 'unknownLoginCheckMethod' };

export type MintPageEvent =
  /** Spec section 4, start check: the whitelist sign-up (from Whitelist). */
  | ({ type: 'mint.startCheck' } & WhitelistCheck)
  /** Start mint entry (from Mint): the wallets, the optional handles, and whether to go on to share. */
  | ({ type: 'mint.startMintEntry' } & MintEntryStart)
  /** Start mint share: only from MintEntry. */
  | { type: 'mint.startMintShare' }
  /** Start mint: only from MintShare, for characterPass sales. */
  | { type: 'mint.startMint' }
  /** Mint finished: only from Mint or Minting, with an optional notice. */
  | { type: 'mint.finished'; error: MintNotice | null }
  /** Mint failed: back from Minting to MintShare with the reason. */
  | { type: 'mint.failed'; reason: MintFailureReason }
  /** MintEntry's optional handles. */
  | { type: 'mint.emailChanged'; email: string }
  | { type: 'mint.twitterChanged'; twitter: string }

  /** Back from MintShare to MintEntry. */
  | { type: 'mint.back' }
  /** Reset: most session data back to idle, and the page of the sale's phase. */
  | { type: 'mint.reset' }
  /**
   * From the user flow's watcher: whether a user is logged in (null while the remembered wallet is
   * restored; without one the logged-in pages reset) and the connected wallet.
   */
  | { type: 'mint.userChanged'; loggedIn: boolean | null; address: string | null };

/** Spec section 4, start mint entry: the wallets, the optional handles, and whether to go on to share. */
export interface MintEntryStart {
  coldWallet: string | null;
  hotWallet: string;
  /** The identity-proof nonce of the cold wallet (null for story-NFT sales). */
  nonce: string | null;
  email: string | null;
  twitter: string | null;
  skipToShare: boolean;
}
