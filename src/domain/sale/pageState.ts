import type { SalePhase } from './salePhases';
import type { SaleState } from './saleState';

/** The mint page states of spec section 4, in the order that gives their codes 0-15 (section 9). */
export const PAGE_STATES = [
  'Idle',
  'NoSale',
  'Errored',
  'PreWhitelist',
  'Whitelist',
  'WhitelistChecking',
  'WhitelistChecked',
  'WhitelistNoSpots',
  'PreMint',
  'Mint',
  'MintEntry',
  'MintShare',
  'Minting',
  'Minted',
  'MintNoSupply',
  'PostMint',
] as const;

export type PageState = (typeof PAGE_STATES)[number];

export type PageStateCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/** Page state code 0-15 (spec section 9: "in the order listed in section 4"), for logs and analytics. */
export function pageStateCode(state: PageState): PageStateCode {
  return PAGE_STATES.indexOf(state) as PageStateCode;
}

/**
 * The page a visitor lands on for the sale's current phase (spec section 4, "Initial mapping"):
 *
 * - whitelist sign-up: before PreWhitelist; during Whitelist (WhitelistNoSpots if outOfSpots);
 *   after WhitelistNoSpots;
 * - whitelist mint or public mint: before PreMint; during Mint (MintNoSupply if outOfSupply);
 *   after PostMint.
 *
 * No phase (no sale, or a sale without dates): NoSale. The phase decides; the state only picks
 * the sold-out variant while a phase is running.
 */
export function initialPageState(phase: SalePhase | null, state: SaleState): PageState {
  if (!phase) return 'NoSale';
  if (phase.kind === 'whitelistSignUp') {
    switch (phase.relation) {
      case 'before':
        return 'PreWhitelist';
      case 'during':
        return state === 'outOfSpots' ? 'WhitelistNoSpots' : 'Whitelist';
      case 'after':
        return 'WhitelistNoSpots';
    }
  }
  switch (phase.relation) {
    case 'before':
      return 'PreMint';
    case 'during':
      return state === 'outOfSupply' ? 'MintNoSupply' : 'Mint';
    case 'after':
      return 'PostMint';
  }
}

/** The values of the forcePage query parameter (spec section 4). */
export type ForcePageKey = 'prewl' | 'wl' | 'premint' | 'mint' | 'postmint';

/** What each forcePage value forces (spec section 4: "can force prewl, wl, premint, mint or postmint"). */
export const FORCE_PAGE_STATES: Readonly<Record<ForcePageKey, PageState>> = {
  prewl: 'PreWhitelist',
  wl: 'Whitelist',
  premint: 'PreMint',
  mint: 'Mint',
  postmint: 'PostMint',
};

/**
 * The page forced by the forcePage query parameter, or null: only when the configuration allows
 * it (allowForcePage) and the value is one of the five names. Own keys only, so values such as
 * 'toString' or '__proto__' force nothing.
 */
export function forcedPageState(forcePage: string | null, allowForcePage: boolean): PageState | null {
  if (!allowForcePage || forcePage === null || !Object.hasOwn(FORCE_PAGE_STATES, forcePage)) return null;
  return FORCE_PAGE_STATES[forcePage as ForcePageKey];
}
