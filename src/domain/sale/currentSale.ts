import type { Sale } from './sale.types';
import type { SaleKind, SalePhase, TimeRelation } from './salePhases';
import type { SaleState } from './saleState';

/** A sale with its phase and state at one instant: what the current-sale choice ranks. */
export interface SaleCandidate {
  sale: Sale;
  phase: SalePhase | null;
  state: SaleState;
}

/** Ended: closed, or its current phase is past (a candidate built elsewhere may say either). */
export function isEndedCandidate(candidate: SaleCandidate): boolean {
  return candidate.state === 'closed' || candidate.phase?.relation === 'after';
}

/**
 * The spec's sold-out states (section 4: "the first sold-out one (outOfSpots, outOfSupply or
 * none)"). Exactly these three: an upcoming, open or closed sale is "not sold out".
 */
export const SOLD_OUT_STATES: ReadonlySet<SaleState> = new Set<SaleState>(['outOfSpots', 'outOfSupply', 'none']);

/** Sold out in the spec's words: the state is outOfSpots, outOfSupply or none. */
export function isSoldOutCandidate(candidate: SaleCandidate): boolean {
  return SOLD_OUT_STATES.has(candidate.state);
}

/** Spec section 4: "then kind (public, whitelist mint, sign-up)"; a sale without a phase last. */
const KIND_RANK: Readonly<Record<SaleKind, number>> = { publicMint: 0, whitelistMint: 1, whitelistSignUp: 2 };

/** Spec section 4: "then during before before"; 'after' (only among ended ones) and no phase last. */
const RELATION_RANK: Readonly<Record<TimeRelation, number>> = { during: 0, before: 1, after: 2 };

const NO_PHASE_RANK = 3;

/**
 * -1, 0 or 1 for ascending numbers, NaN last. Never NaN itself (Infinity ties compare equal) and
 * NaN (an invalid date or weight) is ordered too, so the comparator stays a total order and the
 * choice cannot depend on the input order.
 */
function ascending(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number(Number.isNaN(a)) - Number(Number.isNaN(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Descending numbers, NaN still last. */
function descending(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return ascending(a, b);
  return ascending(b, a);
}

/** The date that orders two candidates in the same kind and relation; see compareSaleCandidates. */
function dateKey(phase: SalePhase | null): number {
  if (!phase) return 0;
  switch (phase.relation) {
    // Ends soonest first: the sale closing next needs the visitor now. Open-ended last.
    case 'during':
      return phase.window.endDate?.getTime() ?? Number.POSITIVE_INFINITY;
    // Starts soonest first: the next sale to open.
    case 'before':
      return phase.window.startDate.getTime();
    // Most recently ended first (negated end): the freshest "mint ended" news.
    case 'after':
      return -(phase.window.endDate?.getTime() ?? Number.NEGATIVE_INFINITY);
  }
}

/**
 * Sort order of the current-sale choice (spec section 4): negative when `a` comes first.
 *
 * 1. featured first;
 * 2. ended ones (closed, or relation 'after') last;
 * 3. higher saleWeight first;
 * 4. kind: public mint, whitelist mint, sign-up (then no phase);
 * 5. relation: during, before (then after, then no phase);
 * 6. dates, decided here: during: earlier end first (open-ended last); before: earlier start
 *    first; after: later end first;
 * 7. saleId, so the order is total and the choice does not depend on the input order
 *    (sale ids are unique in the data set, which is indexed by them).
 */
export function compareSaleCandidates(a: SaleCandidate, b: SaleCandidate): number {
  return (
    ascending(Number(b.sale.featured), Number(a.sale.featured)) ||
    ascending(Number(isEndedCandidate(a)), Number(isEndedCandidate(b))) ||
    descending(a.sale.saleWeight, b.sale.saleWeight) ||
    ascending(a.phase ? KIND_RANK[a.phase.kind] : NO_PHASE_RANK, b.phase ? KIND_RANK[b.phase.kind] : NO_PHASE_RANK) ||
    ascending(
      a.phase ? RELATION_RANK[a.phase.relation] : NO_PHASE_RANK,
      b.phase ? RELATION_RANK[b.phase.relation] : NO_PHASE_RANK,
    ) ||
    ascending(dateKey(a.phase), dateKey(b.phase)) ||
    (a.sale.saleId < b.sale.saleId ? -1 : a.sale.saleId > b.sale.saleId ? 1 : 0)
  );
}

/**
 * The sale the mint page shows when no sale id is given (spec section 4, literally): after
 * sorting with {@link compareSaleCandidates}, "the first sale that is featured or not sold out;
 * if none, the first sold-out one (outOfSpots, outOfSupply or none); else no sale".
 *
 * "Sold out" is exactly {@link SOLD_OUT_STATES}, so a closed (ended) sale counts as not sold out:
 * it is returned when it is the first eligible one in the order. Ended sales sort last, so that
 * happens only when every sale before it is sold out and not featured. Featured sales sort
 * first, so the choice never returns an ended sale while a featured sale that has not ended
 * exists. Every state is either sold out or not, so the result is null only without candidates.
 */
export function chooseCurrentSale(candidates: readonly SaleCandidate[]): Sale | null {
  const sorted = [...candidates].sort(compareSaleCandidates);
  const chosen =
    sorted.find((candidate) => candidate.sale.featured || !isSoldOutCandidate(candidate)) ??
    sorted.find(isSoldOutCandidate);
  return chosen?.sale ?? null;
}
