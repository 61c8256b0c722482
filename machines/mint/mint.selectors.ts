import type { SnapshotFrom } from 'xstate';
import type { mintMachine } from './mint.machine';
import type { PageState } from './mint.types';

export type MintSnapshot = SnapshotFrom<typeof mintMachine>;

/** The page state of spec section 4 (the chart's top-level state; routing is never at rest). */
export function selectPageState(snapshot: MintSnapshot): PageState {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return top === 'routing' || top === undefined ? 'Idle' : (top as PageState);
}

/** Spec section 3: load state idle, loading, loaded or errored. */
export function selectLoadState(snapshot: MintSnapshot): 'loading' | 'loaded' | 'errored' {
  if (snapshot.matches('Idle')) return 'loading';
  if (snapshot.matches('Errored') && snapshot.context.pageError?.kind === 'loadFailed') return 'errored';
  return 'loaded';
}

export const selectSale = (snapshot: MintSnapshot) => snapshot.context.sale;
export const selectSaleState = (snapshot: MintSnapshot) => snapshot.context.saleState;
export const selectPageError = (snapshot: MintSnapshot) =>
  snapshot.matches('Errored') ? snapshot.context.pageError : null;
export const selectForcedPage = (snapshot: MintSnapshot) => snapshot.context.forcedPage;
export const selectMintSession = (snapshot: MintSnapshot) => snapshot.context.session;

/** The sign-up check is being added (not a forced WhitelistChecking screen). */
export const selectAddingToWhitelist = (snapshot: MintSnapshot) => snapshot.matches({ WhitelistChecking: 'adding' });

/** Which form the Whitelist page shows: the e-mail form, the sign-up section, or its failure. */
export function selectWhitelistForm(snapshot: MintSnapshot): 'email' | 'signUp' | 'failed' {
  if (snapshot.matches({ Whitelist: 'emailForm' })) return 'email';
  if (snapshot.matches({ Whitelist: 'signUpFailed' })) return 'failed';
  return 'signUp';
}
