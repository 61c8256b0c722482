import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCurrentSale, compareSaleCandidates, isEndedCandidate } from '../../../src/domain/sale/currentSale';
import type { SaleCandidate } from '../../../src/domain/sale/currentSale';
import type { Sale } from '../../../src/domain/sale/sale.types';
import { SALE_KINDS, currentPhase, salePhaseCode } from '../../../src/domain/sale/salePhases';
import type { SalePhase, TimeRelation } from '../../../src/domain/sale/salePhases';
import { SALE_STATES, saleStateOf } from '../../../src/domain/sale/saleState';
import type { SaleState } from '../../../src/domain/sale/saleState';
import { NOW, makeSale, nowArb, phase, remainingArb, saleArb, windowArb } from './saleFixtures';

/** A candidate in a given phase and state, built directly. */
function candidate(
  saleId: string,
  kind: SalePhase['kind'] | null,
  relation: TimeRelation,
  state: SaleState,
  extra: Partial<Sale> = {},
  window = phase(0, 60),
): SaleCandidate {
  return {
    sale: makeSale({ saleId, ...extra }),
    phase: kind ? { kind, relation, window, code: salePhaseCode(kind, relation) } : null,
    state,
  };
}

const ids = (candidates: SaleCandidate[]) => [...candidates].sort(compareSaleCandidates).map((c) => c.sale.saleId);

describe('compareSaleCandidates (spec section 4 order)', () => {
  it('puts featured sales first', () => {
    expect(
      ids([
        candidate('a', 'publicMint', 'during', 'open'),
        candidate('b', 'whitelistSignUp', 'before', 'upcoming', { featured: true }),
      ]),
    ).toEqual(['b', 'a']);
  });
  it('puts ended ones last, after featured-ness', () => {
    const endedFeatured = candidate('a', 'publicMint', 'after', 'closed', { featured: true, saleWeight: 9 });
    const liveFeatured = candidate('b', 'whitelistSignUp', 'before', 'upcoming', { featured: true });
    const live = candidate('c', 'whitelistSignUp', 'before', 'upcoming');
    const ended = candidate('d', 'publicMint', 'after', 'closed', { saleWeight: 9 });
    expect(ids([ended, live, endedFeatured, liveFeatured])).toEqual(['b', 'a', 'c', 'd']);
  });
  it('treats a closed state as ended even if the phase says otherwise', () => {
    expect(isEndedCandidate(candidate('a', 'publicMint', 'during', 'closed'))).toBe(true);
    expect(isEndedCandidate(candidate('a', 'publicMint', 'after', 'outOfSupply'))).toBe(true);
    expect(isEndedCandidate(candidate('a', null, 'during', 'none'))).toBe(false);
  });
  it('puts the higher saleWeight first', () => {
    expect(
      ids([
        candidate('a', 'publicMint', 'during', 'open', { saleWeight: 1 }),
        candidate('b', 'whitelistSignUp', 'before', 'upcoming', { saleWeight: 2 }),
      ]),
    ).toEqual(['b', 'a']);
  });
  it('then orders kinds public mint, whitelist mint, sign-up, no phase', () => {
    expect(
      ids([
        candidate('a', 'whitelistSignUp', 'during', 'open'),
        candidate('b', null, 'during', 'none'),
        candidate('c', 'publicMint', 'during', 'open'),
        candidate('d', 'whitelistMint', 'during', 'open'),
      ]),
    ).toEqual(['c', 'd', 'a', 'b']);
  });
  it('then puts during before before', () => {
    expect(
      ids([candidate('a', 'publicMint', 'before', 'upcoming'), candidate('b', 'publicMint', 'during', 'open')]),
    ).toEqual(['b', 'a']);
  });
  it('then, during, the earlier end first and open-ended last', () => {
    expect(
      ids([
        candidate('a', 'publicMint', 'during', 'open', {}, phase(-10)),
        candidate('b', 'publicMint', 'during', 'open', {}, phase(-10, 90)),
        candidate('c', 'publicMint', 'during', 'open', {}, phase(-50, 30)),
      ]),
    ).toEqual(['c', 'b', 'a']);
  });
  it('then, before, the earlier start first', () => {
    expect(
      ids([
        candidate('a', 'publicMint', 'before', 'upcoming', {}, phase(60, 70)),
        candidate('b', 'publicMint', 'before', 'upcoming', {}, phase(30, 200)),
      ]),
    ).toEqual(['b', 'a']);
  });
  it('then, before, the earlier start first even when it ends sooner', () => {
    expect(
      ids([
        candidate('a', 'publicMint', 'before', 'upcoming', {}, phase(60, 200)),
        candidate('b', 'publicMint', 'before', 'upcoming', {}, phase(30, 40)),
      ]),
    ).toEqual(['b', 'a']);
  });
  it('then, after, the latest end first', () => {
    expect(
      ids([
        candidate('a', 'publicMint', 'after', 'closed', {}, phase(-90, -60)),
        candidate('b', 'publicMint', 'after', 'closed', {}, phase(-90, -10)),
      ]),
    ).toEqual(['b', 'a']);
  });
  it('puts a sale with an invalid (NaN) weight after every weighed one, in either order', () => {
    const unweighed = candidate('a', 'publicMint', 'during', 'open', { saleWeight: Number.NaN });
    const light = candidate('b', 'publicMint', 'during', 'open', { saleWeight: 0 });
    const heavy = candidate('c', 'publicMint', 'during', 'open', { saleWeight: 2 });
    expect(ids([unweighed, light, heavy])).toEqual(['c', 'b', 'a']);
    expect(ids([heavy, light, unweighed])).toEqual(['c', 'b', 'a']);
    expect(Math.sign(compareSaleCandidates(light, unweighed))).toBe(-1);
    expect(Math.sign(compareSaleCandidates(unweighed, light))).toBe(1);
  });
  it('ties two invalid weights, leaving the order to the next rules', () => {
    const publicMint = candidate('b', 'publicMint', 'during', 'open', { saleWeight: Number.NaN });
    const signUp = candidate('a', 'whitelistSignUp', 'during', 'open', { saleWeight: Number.NaN });
    expect(ids([signUp, publicMint])).toEqual(['b', 'a']);
  });
  it('puts a phase with an invalid (NaN) date after every dated one', () => {
    const invalid = { startDate: new Date(Number.NaN), countdownTarget: new Date(Number.NaN) };
    const undated = candidate('a', 'publicMint', 'before', 'upcoming', {}, invalid);
    const later = candidate('b', 'publicMint', 'before', 'upcoming', {}, phase(90));
    expect(ids([undated, later])).toEqual(['b', 'a']);
    expect(ids([later, undated])).toEqual(['b', 'a']);
  });
  it('finally by saleId, so ties do not depend on input order', () => {
    expect(
      ids([candidate('b', 'publicMint', 'during', 'open'), candidate('a', 'publicMint', 'during', 'open')]),
    ).toEqual(['a', 'b']);
  });
});

describe('chooseCurrentSale', () => {
  it('is null without candidates', () => {
    expect(chooseCurrentSale([])).toBeNull();
  });
  it('returns the first open or upcoming sale, skipping sold-out ones', () => {
    const soldOut = candidate('a', 'publicMint', 'during', 'outOfSupply', { saleWeight: 5 });
    const upcoming = candidate('b', 'whitelistSignUp', 'before', 'upcoming');
    expect(chooseCurrentSale([soldOut, upcoming])?.saleId).toBe('b');
  });
  it('returns a featured sale even when sold out', () => {
    const featuredSoldOut = candidate('a', 'whitelistSignUp', 'during', 'outOfSpots', { featured: true });
    const open = candidate('b', 'publicMint', 'during', 'open', { saleWeight: 5 });
    expect(chooseCurrentSale([open, featuredSoldOut])?.saleId).toBe('a');
  });
  it('returns a featured ended sale when it is the first in order (featured first)', () => {
    const featuredEnded = candidate('a', 'publicMint', 'after', 'closed', { featured: true });
    const open = candidate('b', 'publicMint', 'during', 'open');
    expect(chooseCurrentSale([open, featuredEnded])?.saleId).toBe('a');
  });
  it('falls back to the first sold-out sale (outOfSpots, outOfSupply or none)', () => {
    const outOfSupply = candidate('a', 'publicMint', 'during', 'outOfSupply', { saleWeight: 1 });
    const noPhase = candidate('b', null, 'during', 'none', { saleWeight: 3 });
    const outOfSpots = candidate('c', 'whitelistSignUp', 'during', 'outOfSpots', { saleWeight: 2 });
    expect(chooseCurrentSale([outOfSupply, noPhase, outOfSpots])?.saleId).toBe('b');
    expect(chooseCurrentSale([outOfSupply, outOfSpots])?.saleId).toBe('c');
  });
  it('counts a closed sale as not sold out: it wins over sold-out ones although it sorts after them', () => {
    const ended = candidate('a', 'publicMint', 'after', 'closed', { saleWeight: 9 });
    const noPhase = candidate('b', null, 'during', 'none', { saleWeight: 1 });
    const outOfSpots = candidate('c', 'whitelistSignUp', 'during', 'outOfSpots', { saleWeight: 2 });
    expect(ids([ended, noPhase, outOfSpots])).toEqual(['c', 'b', 'a']);
    expect(chooseCurrentSale([ended, noPhase, outOfSpots])?.saleId).toBe('a');
  });
  it('still prefers an open or upcoming sale to a closed one (ended ones sort last)', () => {
    const ended = candidate('a', 'publicMint', 'after', 'closed', { saleWeight: 9 });
    const upcoming = candidate('b', 'whitelistSignUp', 'before', 'upcoming');
    expect(chooseCurrentSale([ended, upcoming])?.saleId).toBe('b');
  });
  it('on a small data set: skips the ended and the sold-out sale for the upcoming one', () => {
    const sales = [
      makeSale({ saleId: 'ended', publicMint: phase(-120, -60), saleWeight: 3 }),
      makeSale({ saleId: 'soon', saleType: 'collection', publicMint: phase(30, 90) }),
      makeSale({ saleId: 'live', whitelist: { mint: phase(-30, 30) }, saleWeight: 1 }),
    ];
    const candidates = sales.map((sale) => {
      const current = currentPhase(sale, NOW);
      return { sale, phase: current, state: saleStateOf(sale, current, 0) };
    });
    // 'live' is out of supply (0 remaining), 'ended' is closed: the upcoming collection wins.
    expect(chooseCurrentSale(candidates)?.saleId).toBe('soon');
  });
  it('returns a lone non-featured ended sale: closed is not sold out', () => {
    expect(chooseCurrentSale([candidate('a', 'publicMint', 'after', 'closed', { saleWeight: 9 })])?.saleId).toBe('a');
  });
});

/** Realistic candidates: phase and state computed from random sales at a random instant. */
const consistentCandidatesArb = fc
  .tuple(fc.uniqueArray(fc.tuple(saleArb, remainingArb), { selector: ([sale]) => sale.saleId, maxLength: 8 }), nowArb)
  .map(([entries, now]) =>
    entries.map(([sale, remaining]): SaleCandidate => {
      const current = currentPhase(sale, now);
      return { sale, phase: current, state: saleStateOf(sale, current, remaining) };
    }),
  );

/** Any combination, even one the rules would never produce (closed during, open after...). */
const anyCandidatesArb = fc.uniqueArray(
  fc
    .record({
      sale: saleArb,
      kind: fc.option(fc.constantFrom(...SALE_KINDS), { nil: null }),
      relation: fc.constantFrom<TimeRelation>('before', 'during', 'after'),
      window: windowArb,
      state: fc.constantFrom(...SALE_STATES),
    })
    .map(({ sale, kind, relation, window, state }): SaleCandidate => ({
      sale,
      phase: kind ? { kind, relation, window, code: salePhaseCode(kind, relation) } : null,
      state,
    })),
  { selector: (c) => c.sale.saleId, maxLength: 8 },
);

const candidatesArb = fc.oneof(consistentCandidatesArb, anyCandidatesArb);

/** Spec section 4, written out: the sold-out states are outOfSpots, outOfSupply and none. */
const SOLD_OUT: readonly SaleState[] = ['outOfSpots', 'outOfSupply', 'none'];

describe('chooseCurrentSale properties', () => {
  it('never returns an ended sale while a featured sale that has not ended exists', () => {
    fc.assert(
      fc.property(candidatesArb, (candidates) => {
        const chosen = chooseCurrentSale(candidates);
        const featuredLive = candidates.some((c) => c.sale.featured && !isEndedCandidate(c));
        if (!featuredLive) return true;
        const chosenCandidate = candidates.find((c) => c.sale === chosen);
        return chosenCandidate !== undefined && !isEndedCandidate(chosenCandidate) && chosenCandidate.sale.featured;
      }),
      { numRuns: 1000 },
    );
  });

  it('returns one of the candidates, and null only when there is none', () => {
    fc.assert(
      fc.property(candidatesArb, (candidates) => {
        const chosen = chooseCurrentSale(candidates);
        if (chosen === null) return candidates.length === 0;
        return candidates.some((c) => c.sale === chosen);
      }),
      { numRuns: 1000 },
    );
  });

  it('returns a sold-out, non-featured sale only when every candidate is sold out and not featured', () => {
    const soldOut = (c: SaleCandidate) => SOLD_OUT.includes(c.state);
    fc.assert(
      fc.property(candidatesArb, (candidates) => {
        const chosen = candidates.find((c) => c.sale === chooseCurrentSale(candidates));
        if (!chosen || chosen.sale.featured || !soldOut(chosen)) return true;
        return candidates.every((c) => !c.sale.featured && soldOut(c));
      }),
      { numRuns: 1000 },
    );
  });

  it('the choice is featured or not sold out whenever some candidate is', () => {
    fc.assert(
      fc.property(candidatesArb, (candidates) => {
        const eligible = (c: SaleCandidate) => c.sale.featured || !SOLD_OUT.includes(c.state);
        const chosen = candidates.find((c) => c.sale === chooseCurrentSale(candidates));
        return !candidates.some(eligible) || (chosen !== undefined && eligible(chosen));
      }),
      { numRuns: 1000 },
    );
  });

  it('is order-independent: any shuffle of the candidates gives the same sale', () => {
    fc.assert(
      fc.property(
        candidatesArb.chain((candidates) =>
          fc.tuple(
            fc.constant(candidates),
            fc.shuffledSubarray(candidates, { minLength: candidates.length, maxLength: candidates.length }),
          ),
        ),
        ([candidates, shuffled]) => chooseCurrentSale(shuffled) === chooseCurrentSale(candidates),
      ),
      { numRuns: 1000 },
    );
  });

  it('the order is antisymmetric and reflexive (a consistent comparator)', () => {
    fc.assert(
      fc.property(
        candidatesArb,
        (candidates) =>
          candidates.every((a) =>
            candidates.every((b) => Math.sign(compareSaleCandidates(a, b)) === -Math.sign(compareSaleCandidates(b, a))),
          ) && candidates.every((a) => compareSaleCandidates(a, a) === 0),
      ),
      { numRuns: 1000 },
    );
  });
});
