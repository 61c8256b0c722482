import type { ActorRefFrom, SnapshotFrom, StateValue } from 'xstate';
import { sameAddress } from '../../src/domain/address';
import { whitelistOutcome } from '../../src/domain/whitelistOutcome';
import type { emailSignUpMachine } from '../emailSignUp/emailSignUp.machine';
import type { giveawayMachine } from '../giveaway/giveaway.machine';
import type { mintingMachine } from '../minting/minting.machine';
import type { mintLoginMachine } from '../mintLogin/mintLogin.machine';
import type { shareMachine } from '../share/share.machine';
import type { storyRevealMachine } from '../storyReveal/storyReveal.machine';
import type { whitelistSignUpMachine } from '../whitelistSignUp/whitelistSignUp.machine';
import type { mintMachine } from './mint.machine';
import type { PageState } from './mint.types';

export type MintSnapshot = SnapshotFrom<typeof mintMachine>;
/** The mint page's actor, as views take it. */
export type MintActorRef = ActorRefFrom<typeof mintMachine>;

/** The chart's two groups of pages: each holds page states of section 4 and the one rule they share. */
const PAGE_GROUPS: ReadonlySet<string> = new Set(['phasePages', 'loggedInPages']);

/** The active path of a state value from the top: ['phasePages', 'Whitelist', 'signUp']. */
function activePath(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return [];
  return child === undefined ? [key] : [key, ...activePath(child)];
}

/**
 * The page state of spec section 4: the chart's top-level state, or the page within a group
 * (phasePages, loggedInPages). Routing is never at rest; routingHome, after a reset, shows as Idle
 * (Loading…) until the phase's page is found.
 */
export function selectPageState(snapshot: MintSnapshot): PageState {
  const [top, inner] = activePath(snapshot.value);
  const page = top !== undefined && PAGE_GROUPS.has(top) ? inner : top;
  return page === 'routing' || page === 'routingHome' || page === undefined ? 'Idle' : (page as PageState);
}

/** Spec section 3: load state idle, loading, loaded or errored. */
export function selectLoadState(snapshot: MintSnapshot): 'loading' | 'loaded' | 'errored' {
  if (snapshot.matches('Idle')) return 'loading';
  if (snapshot.matches('Errored') && snapshot.context.pageError?.kind === 'loadFailed') return 'errored';
  return 'loaded';
}

export const selectSale = (snapshot: MintSnapshot) => snapshot.context.sale;

/** The sale is still loading (its header, when known in advance, shows meanwhile). */
export const selectSaleLoading = (snapshot: MintSnapshot) => snapshot.matches('Idle');

/** The sale the page's header shows: the loaded sale on every page but NoSale and Errored (a reset keeps it). */
export function selectHeaderSale(snapshot: MintSnapshot) {
  return snapshot.matches('Idle') || snapshot.matches('NoSale') || snapshot.matches('Errored')
    ? null
    : snapshot.context.sale;
}
export const selectSaleState = (snapshot: MintSnapshot) => snapshot.context.saleState;
export const selectPageError = (snapshot: MintSnapshot) =>
  snapshot.matches('Errored') ? snapshot.context.pageError : null;
export const selectForcedPage = (snapshot: MintSnapshot) => snapshot.context.forcedPage;
export const selectMintSession = (snapshot: MintSnapshot) => snapshot.context.session;

/** The sign-up check is being added (not a forced WhitelistChecking screen). */
export const selectAddingToWhitelist = (snapshot: MintSnapshot) => snapshot.matches({ WhitelistChecking: 'adding' });

/**
 * Which form the Whitelist page shows: the e-mail form, the sign-up section, the giveaway, or its
 * failure; 'loading' while the forms' code loads.
 */
export function selectWhitelistForm(snapshot: MintSnapshot): 'email' | 'loading' | 'signUp' | 'giveaway' | 'failed' {
  if (snapshot.matches({ phasePages: { Whitelist: 'emailForm' } })) return 'email';
  if (snapshot.matches({ phasePages: { Whitelist: 'loadingForms' } })) return 'loading';
  if (snapshot.matches({ phasePages: { Whitelist: 'giveaway' } })) return 'giveaway';
  if (snapshot.matches({ phasePages: { Whitelist: 'signUpFailed' } })) return 'failed';
  return 'signUp';
}

/** WhitelistChecked of a collection sale: the giveaway's success page. */
export const selectGiveawayRegistered = (snapshot: MintSnapshot) =>
  snapshot.matches({ WhitelistChecked: 'giveawayRegistered' });

/** The Whitelist page's giveaway (its `giveaway` child), or undefined. */
export const selectGiveawayRef = (snapshot: MintSnapshot) =>
  snapshot.children.giveaway as ActorRefFrom<typeof giveawayMachine> | undefined;

/** The Mint page's login steps (its `mintLogin` child), or undefined. */
export const selectMintLoginRef = (snapshot: MintSnapshot) =>
  snapshot.children.mintLogin as ActorRefFrom<typeof mintLoginMachine> | undefined;
/** The Mint page's login: not started ('Log in to mint'), its code loading, its steps running, or stopped. */
export function selectMintLoginStage(snapshot: MintSnapshot): 'idle' | 'loading' | 'running' | 'failed' {
  if (snapshot.matches({ phasePages: { Mint: 'loginFailed' } })) return 'failed';
  if (snapshot.matches({ phasePages: { Mint: 'loadingLogin' } })) return 'loading';
  if (snapshot.matches({ phasePages: { Mint: 'login' } })) return 'running';
  return 'idle';
}

/** Where MintEntry stands: signing, its failure, the images loading, or ready for NEXT. */
export function selectMintEntryStage(snapshot: MintSnapshot): 'signing' | 'signFailed' | 'loadingThumbnails' | 'ready' {
  if (snapshot.matches({ loggedInPages: { MintEntry: 'signFailed' } })) return 'signFailed';
  if (snapshot.matches({ loggedInPages: { MintEntry: 'loadingThumbnails' } })) return 'loadingThumbnails';
  if (snapshot.matches({ loggedInPages: { MintEntry: 'ready' } })) return 'ready';
  return 'signing';
}

/** NEXT works: signed, and the connected wallet is the mint's hot wallet (spec section 5). */
export const selectCanGoNext = (snapshot: MintSnapshot) => snapshot.can({ type: 'mint.startMintShare' });

/** Spec section 5: another wallet (or none) is connected than the hot wallet the mint started with. */
export function selectHotWalletMismatch(snapshot: MintSnapshot): { expected: string; current: string | null } | null {
  const expected = snapshot.context.session.hotWallet;
  const current = snapshot.context.connectedWallet;
  if (!expected || sameAddress(current, expected)) return null;
  return { expected, current };
}

/** Where MintShare stands: its code loading, the share under way, no mint data, or the share stopped. */
export function selectMintShareStage(snapshot: MintSnapshot): 'loading' | 'sharing' | 'missingData' | 'shareFailed' {
  if (snapshot.matches({ loggedInPages: { MintShare: 'missingData' } })) return 'missingData';
  if (snapshot.matches({ loggedInPages: { MintShare: 'loadingSteps' } })) return 'loading';
  if (snapshot.matches({ loggedInPages: { MintShare: 'shareFailed' } })) return 'shareFailed';
  return 'sharing';
}
export const selectShareRef = (snapshot: MintSnapshot) =>
  snapshot.children.share as ActorRefFrom<typeof shareMachine> | undefined;
export const selectMintingRef = (snapshot: MintSnapshot) =>
  snapshot.children.minting as ActorRefFrom<typeof mintingMachine> | undefined;

/** The Whitelist page's sign-up section (its `whitelistSignUp` child), or undefined. */
export const selectWhitelistSignUpRef = (snapshot: MintSnapshot) =>
  snapshot.children.whitelistSignUp as ActorRefFrom<typeof whitelistSignUpMachine> | undefined;
/** The page's e-mail form (its `emailSignUp` child), or undefined. */
export const selectEmailSignUpRef = (snapshot: MintSnapshot) =>
  snapshot.children.emailSignUp as ActorRefFrom<typeof emailSignUpMachine> | undefined;
/** The made story and its share button (the `storyReveal` child), or undefined. */
export const selectStoryRevealRef = (snapshot: MintSnapshot) =>
  snapshot.children.storyReveal as ActorRefFrom<typeof storyRevealMachine> | undefined;

/** WhitelistChecked's outcome (spec section 4), by the rule the chart's madeStory guard applies. */
export const selectWhitelistOutcome = (snapshot: MintSnapshot) => whitelistOutcome(snapshot.context.session);

/** How the page names the sale's token (spec section 2 words the Character Pass; a story-NFT sale names its own). */
export function selectTokenName(snapshot: MintSnapshot): string {
  const { sale } = snapshot.context;
  return sale?.saleType === 'collection' ? (sale.tokenNameSingular ?? 'Story') : 'Character Pass';
}

/** A collection sale: the giveaway on Whitelist, and a story NFT to mint on Mint (spec section 2). */
export const selectIsCollectionSale = (snapshot: MintSnapshot) => snapshot.context.sale?.saleType === 'collection';
