import type { SalePhase } from './salePhases';
import type { SaleState } from './saleState';

export type PageStateCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/** Spec section 7: analytics usage labels are whitelist or mint by page state, else unknown. */
export type UsageLabel = 'whitelist' | 'mint' | 'unknown';

/**
 * Every mint page state of spec section 4 with its code 0-15 (section 9: "in the order listed in
 * section 4") and its usage label. One record, so a state cannot be added without both.
 */
const PAGE_STATE_TABLE = {
  Idle: { code: 0, usage: 'unknown' },
  NoSale: { code: 1, usage: 'unknown' },
  Errored: { code: 2, usage: 'unknown' },
  PreWhitelist: { code: 3, usage: 'whitelist' },
  Whitelist: { code: 4, usage: 'whitelist' },
  WhitelistChecking: { code: 5, usage: 'whitelist' },
  WhitelistChecked: { code: 6, usage: 'whitelist' },
  WhitelistNoSpots: { code: 7, usage: 'whitelist' },
  PreMint: { code: 8, usage: 'mint' },
  Mint: { code: 9, usage: 'mint' },
  MintEntry: { code: 10, usage: 'mint' },
  MintShare: { code: 11, usage: 'mint' },
  Minting: { code: 12, usage: 'mint' },
  Minted: { code: 13, usage: 'mint' },
  MintNoSupply: { code: 14, usage: 'mint' },
  PostMint: { code: 15, usage: 'mint' },
} as const satisfies Record<string, { code: PageStateCode; usage: UsageLabel }>;

export type PageState = keyof typeof PAGE_STATE_TABLE;

/** The mint page states in code order. */
export const PAGE_STATES = Object.keys(PAGE_STATE_TABLE) as readonly PageState[];

/** Page state code 0-15, for logs and analytics. */
export function pageStateCode(state: PageState): PageStateCode {
  return PAGE_STATE_TABLE[state].code;
}

/** The usage label analytics events carry: whitelist or mint by page state, else unknown. */
export function usageLabel(pageState: PageState | null | undefined): UsageLabel {
  return pageState ? PAGE_STATE_TABLE[pageState].usage : 'unknown';
}

/** Spec section 4: MintEntry, MintShare, Minting and Minted need a logged-in user (the mint chart's `loggedInPages`). */
export function needsUser(pageState: PageState | null): boolean {
  return pageState === 'MintEntry' || pageState === 'MintShare' || pageState === 'Minting' || pageState === 'Minted';
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
 * it (allowForcePage). One of the five names forces its page (own keys only, so 'toString' or
 * '__proto__' force nothing); a page-state name (mock mode, already checked by the launch
 * parameters) forces that page.
 */
export function forcedPageState(forcePage: string | null, allowForcePage: boolean): PageState | null {
  if (!allowForcePage || forcePage === null) return null;
  if (Object.hasOwn(FORCE_PAGE_STATES, forcePage)) return FORCE_PAGE_STATES[forcePage as ForcePageKey];
  return (PAGE_STATES as readonly string[]).includes(forcePage) ? (forcePage as PageState) : null;
}
