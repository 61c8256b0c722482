import type { Sale, SalePhaseWindow } from './sale.types';

/**
 * Where "now" stands relative to one phase window (spec section 4, "Sale time relation").
 *
 * Boundary instants, decided here once so every caller agrees:
 * - the start is inclusive: at exactly `startDate` the phase is already 'during', so the page
 *   flips from the countdown to the live phase at the instant the countdown reaches zero;
 * - the end is exclusive: at exactly `endDate` the phase is 'after', so a window
 *   [start, end) never overlaps the next phase starting at the same instant;
 * - no `endDate` means open-ended (spec: "no end date means open-ended"): 'during' forever
 *   once started.
 * A window whose end is not after its start is never 'during' (before, then after).
 */
export type TimeRelation = 'before' | 'during' | 'after';

/** Classifies `now` against one phase window; see {@link TimeRelation} for the boundaries. */
export function timeRelation(window: SalePhaseWindow, now: Date): TimeRelation {
  const time = now.getTime();
  if (time < window.startDate.getTime()) return 'before';
  if (window.endDate === undefined || time < window.endDate.getTime()) return 'during';
  return 'after';
}

/** The three timed phases a sale may have (spec section 4, "Sale kinds in order"). */
export type SaleKind = 'whitelistSignUp' | 'whitelistMint' | 'publicMint';

/** Chronological order of the phases: the current phase is searched in this order. */
export const SALE_KINDS: readonly SaleKind[] = ['whitelistSignUp', 'whitelistMint', 'publicMint'];

/** Spec section 9: "Sale kind bit values: sign-up 8, whitelist mint 12, public mint 4". */
export const SALE_KIND_BITS: Readonly<Record<SaleKind, number>> = {
  whitelistSignUp: 8,
  whitelistMint: 12,
  publicMint: 4,
};

/** Spec section 9: "combined with relation 1 (before), 2 (during), 3 (after)". */
export const TIME_RELATION_BITS: Readonly<Record<TimeRelation, number>> = {
  before: 1,
  during: 2,
  after: 3,
};

/**
 * The phase a sale is in, with a numeric code so analytics and logs can carry it as one number.
 *
 * code = SALE_KIND_BITS[kind] + TIME_RELATION_BITS[relation]:
 *
 * | kind            | before | during | after |
 * | --------------- | ------ | ------ | ----- |
 * | whitelistSignUp |      9 |     10 |    11 |
 * | whitelistMint   |     13 |     14 |    15 |
 * | publicMint      |      5 |      6 |     7 |
 *
 * The kinds' bit values leave the two low bits free, so all nine codes are distinct.
 */
export interface SalePhase {
  kind: SaleKind;
  relation: TimeRelation;
  window: SalePhaseWindow;
  code: number;
}

/** The code of a kind in a relation; see the table on {@link SalePhase}. */
export function salePhaseCode(kind: SaleKind, relation: TimeRelation): number {
  return SALE_KIND_BITS[kind] + TIME_RELATION_BITS[relation];
}

/** The window of one phase of a sale, or undefined when the sale does not have that phase. */
export function phaseWindow(sale: Sale, kind: SaleKind): SalePhaseWindow | undefined {
  switch (kind) {
    case 'whitelistSignUp':
      return sale.whitelist?.signUp;
    case 'whitelistMint':
      return sale.whitelist?.mint;
    case 'publicMint':
      return sale.publicMint;
  }
}

/** Every phase the sale has, in {@link SALE_KINDS} order, each classified against `now`. */
export function salePhases(sale: Sale, now: Date): SalePhase[] {
  const phases: SalePhase[] = [];
  for (const kind of SALE_KINDS) {
    const window = phaseWindow(sale, kind);
    if (!window) continue;
    const relation = timeRelation(window, now);
    phases.push({ kind, relation, window, code: salePhaseCode(kind, relation) });
  }
  return phases;
}

/**
 * The phase the sale page is about (spec section 4: "the first phase not already past is
 * chosen"): the first of the sale's phases, in kind order, that is before or during. When every
 * phase is past, the last one (relation 'after') so the page can say the sale has ended;
 * null when the sale has no phase at all.
 */
export function currentPhase(sale: Sale, now: Date): SalePhase | null {
  const phases = salePhases(sale, now);
  return phases.find((phase) => phase.relation !== 'after') ?? phases.at(-1) ?? null;
}
