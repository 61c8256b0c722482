import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SALE_KIND_BITS,
  TIME_RELATION_BITS,
  currentPhase,
  salePhaseCode,
  salePhases,
  timeRelation,
} from '../../../src/domain/sale/salePhases';
import { NOW, at, makeSale, nowArb, phase, saleArb } from './saleFixtures';

describe('timeRelation', () => {
  it('is before until the start, during from the start (inclusive), after from the end (exclusive)', () => {
    const window = phase(0, 60);
    expect(timeRelation(window, new Date(NOW.getTime() - 1))).toBe('before');
    expect(timeRelation(window, NOW)).toBe('during');
    expect(timeRelation(window, new Date(at(60).getTime() - 1))).toBe('during');
    expect(timeRelation(window, at(60))).toBe('after');
    expect(timeRelation(window, at(61))).toBe('after');
  });
  it('is during forever after the start when there is no end date (open-ended)', () => {
    expect(timeRelation(phase(0), at(-1))).toBe('before');
    expect(timeRelation(phase(0), NOW)).toBe('during');
    expect(timeRelation(phase(0), new Date('2999-01-01T00:00:00Z'))).toBe('during');
  });
  it('is never during for a window that ends when it starts', () => {
    expect(timeRelation(phase(0, 0), at(-1))).toBe('before');
    expect(timeRelation(phase(0, 0), NOW)).toBe('after');
  });
});

describe('sale kinds and codes (spec section 9)', () => {
  it('classifies the phases in the order sign-up, whitelist mint, public mint, whatever the data lists first', () => {
    const listedBackwards = makeSale({
      publicMint: phase(40),
      whitelist: { mint: phase(20, 40), signUp: phase(0, 20) },
    });
    expect(salePhases(listedBackwards, NOW).map((candidate) => candidate.kind)).toEqual([
      'whitelistSignUp',
      'whitelistMint',
      'publicMint',
    ]);
  });
  it('combines kind and relation: the table of codes', () => {
    expect(salePhaseCode('whitelistSignUp', 'before')).toBe(9);
    expect(salePhaseCode('whitelistSignUp', 'during')).toBe(10);
    expect(salePhaseCode('whitelistSignUp', 'after')).toBe(11);
    expect(salePhaseCode('whitelistMint', 'before')).toBe(13);
    expect(salePhaseCode('whitelistMint', 'during')).toBe(14);
    expect(salePhaseCode('whitelistMint', 'after')).toBe(15);
    expect(salePhaseCode('publicMint', 'before')).toBe(5);
    expect(salePhaseCode('publicMint', 'during')).toBe(6);
    expect(salePhaseCode('publicMint', 'after')).toBe(7);
  });
});

describe('currentPhase', () => {
  const sale = makeSale({
    whitelist: { signUp: phase(0, 60), mint: phase(60, 120) },
    publicMint: phase(120, 180),
  });

  it('is null for a sale without phases', () => {
    expect(currentPhase(makeSale(), NOW)).toBeNull();
  });
  it('is the sign-up before it starts', () => {
    expect(currentPhase(sale, at(-10))).toMatchObject({ kind: 'whitelistSignUp', relation: 'before', code: 9 });
  });
  it('is the sign-up during it', () => {
    expect(currentPhase(sale, at(30))).toMatchObject({ kind: 'whitelistSignUp', relation: 'during', code: 10 });
  });
  it('moves to the whitelist mint at the instant the sign-up ends and the mint starts', () => {
    expect(currentPhase(sale, at(60))).toMatchObject({ kind: 'whitelistMint', relation: 'during', code: 14 });
  });
  it('is the next phase, before, in a gap between phases', () => {
    const gapped = makeSale({ whitelist: { signUp: phase(0, 10) }, publicMint: phase(20, 30) });
    expect(currentPhase(gapped, at(15))).toMatchObject({ kind: 'publicMint', relation: 'before', code: 5 });
  });
  it('is the last phase, after, once every phase is past', () => {
    const result = currentPhase(sale, at(500));
    expect(result).toMatchObject({ kind: 'publicMint', relation: 'after', code: 7 });
    expect(result?.window).toBe(sale.publicMint);
  });
  it('skips phases the sale does not have', () => {
    const publicOnly = makeSale({ publicMint: phase(0) });
    expect(currentPhase(publicOnly, NOW)).toMatchObject({ kind: 'publicMint', relation: 'during', code: 6 });
  });

  it('property: the first phase not already past, else the last phase; code = kind bits + relation bits', () => {
    fc.assert(
      fc.property(saleArb, nowArb, (anySale, now) => {
        const phases = salePhases(anySale, now);
        const result = currentPhase(anySale, now);
        if (phases.length === 0) return result === null;
        if (!result) return false;
        if (result.code !== SALE_KIND_BITS[result.kind] + TIME_RELATION_BITS[result.relation]) return false;
        const index = phases.findIndex((p) => p.kind === result.kind);
        const earlierAllPast = phases.slice(0, index).every((p) => p.relation === 'after');
        if (result.relation === 'after') return index === phases.length - 1 && earlierAllPast;
        return earlierAllPast && result.relation === timeRelation(result.window, now);
      }),
      { numRuns: 1000 },
    );
  });
});
