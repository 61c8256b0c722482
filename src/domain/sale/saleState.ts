// Not the catalogue's index: with it, these pages would fetch the catalogue's texts (issue 49).
import { RemainingCountError } from '../errors/remainingCountError';
import type { Sale, SaleType } from './sale.types';
import { currentPhase } from './salePhases';
import type { SalePhase } from './salePhases';

/** Spec section 4 and 3: the sale states, in the order that gives their codes 0-5 (section 9). */
export const SALE_STATES = ['none', 'upcoming', 'open', 'outOfSpots', 'outOfSupply', 'closed'] as const;

export type SaleState = (typeof SALE_STATES)[number];

/** Sale state code 0-5 (spec section 9: "in the order listed in section 4"), for logs and analytics. */
export function saleStateCode(state: SaleState): 0 | 1 | 2 | 3 | 4 | 5 {
  return SALE_STATES.indexOf(state) as 0 | 1 | 2 | 3 | 4 | 5;
}

/** Which remaining count a state needs; the names are the ones a failed fetch reports (section 4). */
export type RemainingCountName = RemainingCountError['count'];

/**
 * Which remaining count must be fetched to know the state, or null when none is needed.
 *
 * Spec section 4: only a characterPass sale during a phase depends on a count (sign-up: waitlist
 * spots; whitelist mint: waitlist supply; public mint: public supply); before and after a phase,
 * and for other sale types, the state follows from the dates alone, so no request is made.
 *
 * `saleType` is optional so the phase alone can be asked about: without it the answer is the
 * count the phase would need for a characterPass sale. Pass the sale's type to get null for the
 * other sale types ({@link resolveSaleState} does).
 */
export function remainingCountFor(phase: SalePhase | null, saleType?: SaleType): RemainingCountName | null {
  if (!phase || phase.relation !== 'during') return null;
  if (saleType !== undefined && saleType !== 'characterPass') return null;
  switch (phase.kind) {
    case 'whitelistSignUp':
      return 'waitlist spots';
    case 'whitelistMint':
      return 'waitlist supply';
    case 'publicMint':
      return 'public supply';
  }
}

/**
 * The sale state of spec section 4, from the current phase and the remaining count it needs.
 *
 * - no phase: none;
 * - before: upcoming; after: closed;
 * - during, characterPass: open only if `remaining > 0`; otherwise outOfSpots for the sign-up
 *   and outOfSupply for either mint. A missing or non-numeric count is not "> 0", so it reads
 *   as sold out rather than inviting users into a sale that may be full;
 * - during, any other sale type: open (the count is ignored).
 */
export function saleStateOf(sale: Sale, phase: SalePhase | null, remaining: number | undefined): SaleState {
  if (!phase) return 'none';
  switch (phase.relation) {
    case 'before':
      return 'upcoming';
    case 'after':
      return 'closed';
    case 'during':
      if (sale.saleType !== 'characterPass') return 'open';
      if ((remaining ?? 0) > 0) return 'open';
      return phase.kind === 'whitelistSignUp' ? 'outOfSpots' : 'outOfSupply';
  }
}

/** The three remaining-count requests of the sale service, already bound to one sale. */
export interface RemainingCountFetchers {
  waitlistSpots(): Promise<number>;
  waitlistSupply(): Promise<number>;
  publicSupply(): Promise<number>;
}

/** Calls the fetcher for one count; kept apart so the name-to-request mapping is in one place. */
function fetchRemaining(count: RemainingCountName, fetchers: RemainingCountFetchers): Promise<number> {
  switch (count) {
    case 'waitlist spots':
      return fetchers.waitlistSpots();
    case 'waitlist supply':
      return fetchers.waitlistSupply();
    case 'public supply':
      return fetchers.publicSupply();
  }
}

/**
 * Current phase and sale state of a sale at `now`, fetching at most one remaining count and only
 * when the state depends on it (see {@link remainingCountFor}). A failed fetch raises
 * RemainingCountError naming the count (spec section 4), with the original failure as `cause`.
 */
export async function resolveSaleState(
  sale: Sale,
  now: Date,
  fetchers: RemainingCountFetchers,
): Promise<{ phase: SalePhase | null; state: SaleState }> {
  const phase = currentPhase(sale, now);
  const needed = remainingCountFor(phase, sale.saleType);
  let remaining: number | undefined;
  if (needed) {
    try {
      remaining = await fetchRemaining(needed, fetchers);
    } catch (cause) {
      throw new RemainingCountError(needed, { cause });
    }
  }
  return { phase, state: saleStateOf(sale, phase, remaining) };
}
