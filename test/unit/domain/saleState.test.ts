import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { RemainingCountError } from '../../../src/domain/errors';
import { currentPhase } from '../../../src/domain/sale/salePhases';
import type { SalePhase } from '../../../src/domain/sale/salePhases';
import {
  SALE_STATES,
  remainingCountFor,
  resolveSaleState,
  saleStateCode,
  saleStateOf,
} from '../../../src/domain/sale/saleState';
import type { RemainingCountFetchers } from '../../../src/domain/sale/saleState';
import { NOW, at, makeSale, nowArb, phase, saleArb } from './saleFixtures';

const window = phase(0, 60);
const during = (kind: SalePhase['kind']): SalePhase => ({ kind, relation: 'during', window, code: 0 });
const characterPass = makeSale();
const collection = makeSale({ saleType: 'collection' });

function fetchers(values: Partial<Record<keyof RemainingCountFetchers, number | Error>> = {}) {
  const answer = (value: number | Error | undefined) => async () => {
    if (value instanceof Error) throw value;
    return value ?? 5;
  };
  return {
    waitlistSpots: vi.fn(answer(values.waitlistSpots)),
    waitlistSupply: vi.fn(answer(values.waitlistSupply)),
    publicSupply: vi.fn(answer(values.publicSupply)),
  };
}

describe('sale states (spec sections 4 and 9)', () => {
  it('lists none, upcoming, open, outOfSpots, outOfSupply, closed with codes 0-5', () => {
    expect(SALE_STATES).toEqual(['none', 'upcoming', 'open', 'outOfSpots', 'outOfSupply', 'closed']);
    expect(SALE_STATES.map(saleStateCode)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(saleStateCode('outOfSupply')).toBe(4);
  });
});

describe('remainingCountFor', () => {
  it('names the count of each phase during it', () => {
    expect(remainingCountFor(during('whitelistSignUp'))).toBe('waitlist spots');
    expect(remainingCountFor(during('whitelistMint'))).toBe('waitlist supply');
    expect(remainingCountFor(during('publicMint'))).toBe('public supply');
    expect(remainingCountFor(during('publicMint'), 'characterPass')).toBe('public supply');
  });
  it('needs no count before or after a phase, without a phase, or for other sale types', () => {
    expect(remainingCountFor({ ...during('publicMint'), relation: 'before' })).toBeNull();
    expect(remainingCountFor({ ...during('publicMint'), relation: 'after' })).toBeNull();
    expect(remainingCountFor(null)).toBeNull();
    expect(remainingCountFor(during('publicMint'), 'collection')).toBeNull();
    expect(remainingCountFor(during('whitelistSignUp'), 'plot')).toBeNull();
  });
});

describe('saleStateOf', () => {
  it('is none without a phase', () => {
    expect(saleStateOf(characterPass, null, 3)).toBe('none');
  });
  it('is upcoming before a phase and closed after it, whatever the count', () => {
    expect(saleStateOf(characterPass, { ...during('publicMint'), relation: 'before' }, 0)).toBe('upcoming');
    expect(saleStateOf(characterPass, { ...during('publicMint'), relation: 'after' }, 10)).toBe('closed');
  });
  it('characterPass sign-up: open with spots left, else outOfSpots', () => {
    expect(saleStateOf(characterPass, during('whitelistSignUp'), 1)).toBe('open');
    expect(saleStateOf(characterPass, during('whitelistSignUp'), 0)).toBe('outOfSpots');
  });
  it('characterPass whitelist and public mint: open with supply left, else outOfSupply', () => {
    expect(saleStateOf(characterPass, during('whitelistMint'), 2)).toBe('open');
    expect(saleStateOf(characterPass, during('whitelistMint'), 0)).toBe('outOfSupply');
    expect(saleStateOf(characterPass, during('publicMint'), 1000)).toBe('open');
    expect(saleStateOf(characterPass, during('publicMint'), 0)).toBe('outOfSupply');
  });
  it('reads a missing, negative or NaN count as sold out', () => {
    expect(saleStateOf(characterPass, during('publicMint'), undefined)).toBe('outOfSupply');
    expect(saleStateOf(characterPass, during('publicMint'), -1)).toBe('outOfSupply');
    expect(saleStateOf(characterPass, during('whitelistSignUp'), Number.NaN)).toBe('outOfSpots');
  });
  it('other sale types are simply open during a phase', () => {
    expect(saleStateOf(collection, during('publicMint'), 0)).toBe('open');
    expect(saleStateOf(makeSale({ saleType: 'plot' }), during('whitelistSignUp'), undefined)).toBe('open');
  });

  /**
   * Spec section 4, "Sale state", case by case from dates: a sale with a sign-up (minutes 0-60),
   * a whitelist mint (60-120) and an open-ended public mint (from 120), looked at from NOW
   * shifted by `minute`, with `remaining` of whatever count that phase needs.
   */
  const phased = (saleType: string) =>
    makeSale({ saleType, whitelist: { signUp: phase(0, 60), mint: phase(60, 120) }, publicMint: phase(120) });
  it.each([
    // Before a phase start: upcoming.
    ['characterPass', -30, 0, 'upcoming'],
    ['collection', -30, 5, 'upcoming'],
    // During the sign-up: open if spots > 0, else outOfSpots (characterPass only).
    ['characterPass', 0, 1, 'open'],
    ['characterPass', 30, 0, 'outOfSpots'],
    ['collection', 30, 0, 'open'],
    // During the whitelist mint: open if supply > 0, else outOfSupply.
    ['characterPass', 60, 3, 'open'],
    ['characterPass', 90, 0, 'outOfSupply'],
    ['raffle', 90, 0, 'open'],
    // During the public mint (open-ended): open if supply > 0, else outOfSupply.
    ['characterPass', 500, 1000, 'open'],
    ['characterPass', 500, 0, 'outOfSupply'],
    ['collection', 500, 0, 'open'],
  ] as const)('%s at minute %i with %i remaining is %s', (saleType, minute, remaining, expected) => {
    const sale = phased(saleType);
    expect(saleStateOf(sale, currentPhase(sale, at(minute)), remaining)).toBe(expected);
  });
  it.each([
    ['characterPass', 100],
    ['collection', 0],
  ] as const)('%s after the end of its last phase is closed, whatever the count (%i)', (saleType, remaining) => {
    const sale = makeSale({ saleType, publicMint: phase(-120, -60) });
    expect(saleStateOf(sale, currentPhase(sale, NOW), remaining)).toBe('closed');
  });
  it('a sale without any phase is none', () => {
    expect(saleStateOf(makeSale(), currentPhase(makeSale(), NOW), 5)).toBe('none');
  });

  it('property: a characterPass sale during a phase with nothing remaining is never open', () => {
    fc.assert(
      fc.property(
        saleArb.map((sale) => ({ ...sale, saleType: 'characterPass' as const })),
        nowArb,
        fc.integer({ min: -5, max: 0 }),
        (sale, now, remaining) => {
          const current = currentPhase(sale, now);
          fc.pre(current?.relation === 'during');
          return saleStateOf(sale, current, remaining) !== 'open';
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('resolveSaleState', () => {
  const sale = makeSale({ whitelist: { signUp: phase(0, 60), mint: phase(60, 120) }, publicMint: phase(120) });

  it('fetches only the waitlist spots during the sign-up', async () => {
    const f = fetchers({ waitlistSpots: 0 });
    await expect(resolveSaleState(sale, at(10), f)).resolves.toMatchObject({
      phase: { kind: 'whitelistSignUp', relation: 'during' },
      state: 'outOfSpots',
    });
    expect(f.waitlistSpots).toHaveBeenCalledTimes(1);
    expect(f.waitlistSupply).not.toHaveBeenCalled();
    expect(f.publicSupply).not.toHaveBeenCalled();
  });
  it('fetches only the waitlist supply during the whitelist mint', async () => {
    const f = fetchers({ waitlistSupply: 3 });
    await expect(resolveSaleState(sale, at(70), f)).resolves.toMatchObject({ state: 'open' });
    expect(f.waitlistSupply).toHaveBeenCalledTimes(1);
    expect(f.waitlistSpots).not.toHaveBeenCalled();
    expect(f.publicSupply).not.toHaveBeenCalled();
  });
  it('fetches only the public supply during the public mint', async () => {
    const f = fetchers({ publicSupply: 0 });
    await expect(resolveSaleState(sale, at(500), f)).resolves.toMatchObject({
      phase: { kind: 'publicMint', relation: 'during' },
      state: 'outOfSupply',
    });
    expect(f.publicSupply).toHaveBeenCalledTimes(1);
    expect(f.waitlistSpots).not.toHaveBeenCalled();
  });
  it('fetches nothing before a phase, for other sale types, or without phases', async () => {
    const f = fetchers();
    await expect(resolveSaleState(sale, at(-5), f)).resolves.toMatchObject({ state: 'upcoming' });
    await expect(resolveSaleState({ ...sale, saleType: 'collection' }, at(10), f)).resolves.toMatchObject({
      state: 'open',
    });
    await expect(resolveSaleState(makeSale(), NOW, f)).resolves.toEqual({ phase: null, state: 'none' });
    expect(f.waitlistSpots).not.toHaveBeenCalled();
    expect(f.waitlistSupply).not.toHaveBeenCalled();
    expect(f.publicSupply).not.toHaveBeenCalled();
  });
  it.each([
    [10, 'waitlist spots', 'waitlistSpots'],
    [70, 'waitlist supply', 'waitlistSupply'],
    [500, 'public supply', 'publicSupply'],
  ] as const)('a failed fetch at minute %i raises RemainingCountError naming the %s', async (minute, count, key) => {
    const cause = new Error('offline');
    const error = await resolveSaleState(sale, at(minute), fetchers({ [key]: cause })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemainingCountError);
    expect(error).toMatchObject({ count, code: 'remainingCount', cause });
    expect((error as Error).message).toBe(`Could not fetch the remaining ${count}`);
  });
});
