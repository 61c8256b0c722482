import type { ActorRefFrom, SnapshotFrom, StateValue } from 'xstate';
import { sameAddress } from '../../src/domain/address';
import { whitelistOutcome } from '../../src/domain/whitelistOutcome';
import type { emailSignUpMachine } from '../emailSignUp/emailSignUp.machine';
import type { mintEntrySigningMachine } from '../mintEntrySigning/mintEntrySigning.machine';
import type { mintStepMachine } from '../mintStep/mintStep.machine';
import type { loginToMintMachine } from '../loginToMint/loginToMint.machine';
import type { shareToMintMachine } from '../shareToMint/shareToMint.machine';
import type { whitelistResultMachine } from '../whitelistResult/whitelistResult.machine';
import type { whitelistFormsMachine } from '../whitelistForms/whitelistForms.machine';
import type { mintPageMachine } from './mintPage.machine';
import type { PageState } from './mintPage.types';

export type MintPageSnapshot = SnapshotFrom<typeof mintPageMachine>;
/** The mint page's actor, as views take it. */
export type MintPageActorRef = ActorRefFrom<typeof mintPageMachine>;

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
export function selectPageState(snapshot: MintPageSnapshot): PageState {
  const [top, inner] = activePath(snapshot.value);
  const page = top !== undefined && PAGE_GROUPS.has(top) ? inner : top;
  return page === 'routing' || page === 'routingHome' || page === undefined ? 'Idle' : (page as PageState);
}

/** Spec section 3: load state idle, loading, loaded or errored. */
export function selectLoadState(snapshot: MintPageSnapshot): 'loading' | 'loaded' | 'errored' {
  if (snapshot.matches('Idle')) return 'loading';
  if (snapshot.matches('Errored') && snapshot.context.pageError?.kind === 'loadFailed') return 'errored';
  return 'loaded';
}

export const selectSale = (snapshot: MintPageSnapshot) => snapshot.context.sale;

/** The sale is still loading (its header, when known in advance, shows meanwhile). */
export const selectSaleLoading = (snapshot: MintPageSnapshot) => snapshot.matches('Idle');

/** The sale the page's header shows: the loaded sale on every page but NoSale and Errored (a reset keeps it). */
export function selectHeaderSale(snapshot: MintPageSnapshot) {
  return snapshot.matches('Idle') || snapshot.matches('NoSale') || snapshot.matches('Errored')
    ? null
    : snapshot.context.sale;
}
export const selectSaleState = (snapshot: MintPageSnapshot) => snapshot.context.saleState;
export const selectPageError = (snapshot: MintPageSnapshot) =>
  snapshot.matches('Errored') ? snapshot.context.pageError : null;
export const selectForcedPage = (snapshot: MintPageSnapshot) => snapshot.context.forcedPage;
export const selectMintSession = (snapshot: MintPageSnapshot) => snapshot.context.session;

/** The sign-up check is being added (not a forced WhitelistChecking screen). */
export const selectAddingToWhitelist = (snapshot: MintPageSnapshot) =>
  snapshot.matches({ WhitelistChecking: 'adding' });

/** The Whitelist page's form (its `whitelistForms` child), or undefined. */
export const selectWhitelistFormsRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.whitelistForms as ActorRefFrom<typeof whitelistFormsMachine> | undefined;

/** WhitelistChecked's result (its `whitelistResult` child), or undefined. */
export const selectWhitelistResultRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.whitelistResult as ActorRefFrom<typeof whitelistResultMachine> | undefined;

/** The Mint page's 'Log in to mint' (its `loginToMint` child), or undefined. */
export const selectLoginToMintRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.loginToMint as ActorRefFrom<typeof loginToMintMachine> | undefined;

/** MintEntry's signing (its `mintEntrySigning` child) while it runs; undefined once signed. */
export const selectMintEntrySigningRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.mintEntrySigning as ActorRefFrom<typeof mintEntrySigningMachine> | undefined;

/** NEXT works: signed, and the connected wallet is the mint's hot wallet (spec section 5). */
export const selectCanGoNext = (snapshot: MintPageSnapshot) => snapshot.can({ type: 'mint.startMintShare' });

/** Spec section 5: another wallet (or none) is connected than the hot wallet the mint started with. */
export function selectHotWalletMismatch(
  snapshot: MintPageSnapshot,
): { expected: string; current: string | null } | null {
  const expected = snapshot.context.session.hotWallet;
  const current = snapshot.context.connectedWallet;
  if (!expected || sameAddress(current, expected)) return null;
  return { expected, current };
}

/** MintShare's share to mint (its `shareToMint` child), or undefined. */
export const selectShareToMintRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.shareToMint as ActorRefFrom<typeof shareToMintMachine> | undefined;
/** Minting's mint (its `mintStep` child), or undefined. */
export const selectMintStepRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.mintStep as ActorRefFrom<typeof mintStepMachine> | undefined;

/** The e-mail form of WhitelistNoSpots and PreMint (their `emailSignUp` child), or undefined. */
export const selectEmailSignUpRef = (snapshot: MintPageSnapshot) =>
  snapshot.children.emailSignUp as ActorRefFrom<typeof emailSignUpMachine> | undefined;
/** WhitelistChecked's outcome (spec section 4), by the rule the chart's madeStory guard applies. */
export const selectWhitelistOutcome = (snapshot: MintPageSnapshot) => whitelistOutcome(snapshot.context.session);

/** How the page names the sale's token (spec section 2 words the Character Pass; a story-NFT sale names its own). */
export function selectTokenName(snapshot: MintPageSnapshot): string {
  const { sale } = snapshot.context;
  return sale?.saleType === 'collection' ? sale.tokenNameSingular : 'Character Pass';
}

/** A collection sale: the giveaway on Whitelist, and a story NFT to mint on Mint (spec section 2). */
export const selectIsCollectionSale = (snapshot: MintPageSnapshot) => snapshot.context.sale?.saleType === 'collection';
