import type { PageState } from './pageState';
import type { Sale } from './sale.types';
import { phaseWindow, salePhases } from './salePhases';

/** The page states of a running whitelist sign-up, which move to PreMint when the sign-up ends. */
const SIGN_UP_STATES: ReadonlySet<PageState> = new Set<PageState>([
  'Whitelist',
  'WhitelistChecking',
  'WhitelistChecked',
  'WhitelistNoSpots',
]);

/** The page states of a running mint, which move to PostMint when the mint ends. */
const MINT_STATES: ReadonlySet<PageState> = new Set<PageState>([
  'Mint',
  'MintEntry',
  'MintShare',
  'Minting',
  'Minted',
  'MintNoSupply',
]);

/** When the page changes by itself next, and to which state. */
export interface PhaseBoundary {
  at: Date;
  next: PageState;
}

/**
 * The next timed transition of the mint page (spec section 4, "Timed transitions"):
 *
 * - PreWhitelist → Whitelist at the sign-up start;
 * - sign-up states → PreMint at the sign-up end;
 * - PreMint → Mint at the start of the next mint phase (whitelist mint or public mint);
 * - mint states → PostMint at the end of the mint phase under way.
 *
 * Null when the page has no such boundary (no sale phase for it, an open-ended phase, or a
 * state that does not move by time). The boundary may be in the past when the page was
 * reached late (a tab asleep through it): it is then due at once. Whether it is near enough to
 * schedule is the timer's decision (machines/phaseTimer).
 */
export function nextPhaseBoundary(sale: Sale, page: PageState, now: Date): PhaseBoundary | null {
  if (page === 'PreWhitelist') {
    const signUp = phaseWindow(sale, 'whitelistSignUp');
    return signUp ? { at: signUp.startDate, next: 'Whitelist' } : null;
  }
  if (SIGN_UP_STATES.has(page)) {
    const end = phaseWindow(sale, 'whitelistSignUp')?.endDate;
    return end ? { at: end, next: 'PreMint' } : null;
  }
  const mints = salePhases(sale, now).filter((phase) => phase.kind !== 'whitelistSignUp');
  if (page === 'PreMint') {
    const upcoming = mints.find((phase) => phase.relation === 'before');
    return upcoming ? { at: upcoming.window.startDate, next: 'Mint' } : null;
  }
  if (MINT_STATES.has(page)) {
    const running =
      mints.find((phase) => phase.relation === 'during') ?? mints.find((phase) => phase.relation === 'after');
    const end = running?.window.endDate;
    return end ? { at: end, next: 'PostMint' } : null;
  }
  return null;
}
