import fc from 'fast-check';
import type { Sale, SalePhaseWindow, SaleType } from '../../../src/domain/sale/sale.types';

/** The instant the sale tests are computed at. */
export const NOW = new Date('2024-06-01T12:00:00Z');

const MINUTE = 60_000;

/** NOW shifted by whole minutes. */
export function at(minutes: number): Date {
  return new Date(NOW.getTime() + minutes * MINUTE);
}

/** A phase window from minute offsets around NOW; no end: open-ended. */
export function phase(startMinutes: number, endMinutes?: number): SalePhaseWindow {
  const startDate = at(startMinutes);
  return endMinutes === undefined
    ? { startDate, countdownTarget: startDate }
    : { startDate, endDate: at(endMinutes), countdownTarget: startDate };
}

/** A characterPass sale without any phase; tests add what they need. */
export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    saleId: 'bayc',
    saleType: 'characterPass',
    saleName: 'Character Pass',
    saleDescription: '',
    saleHeaderTitle: '',
    saleHeaderSubTitle: '',
    tokenType: 'bayc',
    tokenNameSingular: 'Character Pass',
    tokenNamePlural: 'Character Passes',
    tokenShortNameSingular: 'CP',
    featured: false,
    saleWeight: 0,
    followSocials: [],
    crossLinks: [],
    saleMedia: { aspectRatio: 16 / 9 },
    ...overrides,
  };
}

/**
 * A phase window around NOW, in minutes: starts from 3 h before to 3 h after, lasts 0 to 3 h
 * (0: empty window) or is open-ended. Small ranges so starts, ends and NOW often coincide.
 */
export const windowArb: fc.Arbitrary<SalePhaseWindow> = fc
  .tuple(fc.integer({ min: -180, max: 180 }), fc.option(fc.integer({ min: 0, max: 180 }), { nil: undefined }))
  .map(([start, length]) => phase(start, length === undefined ? undefined : start + length));

/** The two known sale types and one other (spec section 3: "characterPass, collection, others"). */
export const saleTypeArb: fc.Arbitrary<SaleType> = fc.constantFrom('characterPass', 'collection', 'plot');

/** Any sale shape the rules care about: type, featured, weight (ties likely) and any phases. */
export const saleArb: fc.Arbitrary<Sale> = fc
  .record({
    saleId: fc.string({ minLength: 1, maxLength: 6 }),
    saleType: saleTypeArb,
    featured: fc.boolean(),
    saleWeight: fc.integer({ min: 0, max: 2 }),
    signUp: fc.option(windowArb, { nil: undefined }),
    mint: fc.option(windowArb, { nil: undefined }),
    publicMint: fc.option(windowArb, { nil: undefined }),
  })
  .map(({ saleId, saleType, featured, saleWeight, signUp, mint, publicMint }) =>
    makeSale({
      saleId,
      saleType,
      featured,
      saleWeight,
      ...(signUp || mint ? { whitelist: { ...(signUp && { signUp }), ...(mint && { mint }) } } : {}),
      ...(publicMint && { publicMint }),
    }),
  );

/** Remaining counts, including sold out and nonsense values. */
export const remainingArb: fc.Arbitrary<number | undefined> = fc.option(
  fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constant(Number.NaN)),
  { nil: undefined },
);

/** Instants around NOW, hitting window boundaries often. */
export const nowArb: fc.Arbitrary<Date> = fc.integer({ min: -240, max: 240 }).map(at);
