import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { InvalidDataError } from '../../../src/domain/errors';
import { parseSaleDataSet } from '../../../src/domain/sale/sale.schema';
import type { saleSchema } from '../../../src/domain/sale/sale.schema';
import { findSale, indexSales } from '../../../src/domain/sale/saleIndex';
import { DEFAULT_SALE_MEDIA } from '../../../src/domain/sale/saleMedia';
import type { Sale } from '../../../src/domain/sale/sale.types';
import { makeSale } from './saleFixtures';

/** A record as the data set holds it: dates as ISO strings. */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    saleId: 'BAYC',
    saleType: 'characterPass',
    saleName: 'Character Pass',
    saleDescription: 'Free for holders',
    saleHeaderTitle: 'Mint',
    saleHeaderSubTitle: 'Gas only',
    tokenType: 'bayc',
    tokenNameSingular: 'Character Pass',
    tokenNamePlural: 'Character Passes',
    tokenShortNameSingular: 'CP',
    tokenproofPolicyId: 'policy-1',
    featured: true,
    saleWeight: 2,
    whitelistSpots: 100,
    whitelist: {
      signUp: {
        startDate: '2023-01-20T19:00:00Z',
        endDate: '2023-01-27T19:00:00.000Z',
        countdownTarget: '2023-01-20T19:00:00Z',
      },
    },
    publicMint: { startDate: '2023-01-27T11:00:00-08:00', countdownTarget: '2023-01-27T11:00:00-08:00' },
    saleMedia: { aspectRatio: 1.78, vimeoUrl: 'https://vimeo.com/1', twitterCopy: { text: 'Minted!' } },
    ...overrides,
  };
}

/** The message texts of an InvalidDataError raised by parsing `json`. */
function issuesOf(json: unknown): readonly string[] {
  try {
    parseSaleDataSet(json);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('sale data set');
    return (error as InvalidDataError).issues;
  }
  throw new Error('expected InvalidDataError');
}

describe('saleSchema', () => {
  it('covers exactly the fields of the Sale entity, and its output is a Sale', () => {
    expectTypeOf<keyof z.output<typeof saleSchema>>().toEqualTypeOf<keyof Sale>();
    expectTypeOf<z.output<typeof saleSchema>>().toExtend<Sale>();
  });
});

describe('parseSaleDataSet', () => {
  it('reads dates as Date objects, keeps the fields and drops unknown ones', () => {
    const [sale] = parseSaleDataSet([record({ somethingElse: true })]);
    expect(sale?.whitelist?.signUp?.startDate).toEqual(new Date('2023-01-20T19:00:00Z'));
    expect(sale?.whitelist?.signUp?.endDate).toEqual(new Date('2023-01-27T19:00:00Z'));
    expect(sale?.publicMint?.startDate).toEqual(new Date('2023-01-27T19:00:00Z'));
    expect(sale?.publicMint?.endDate).toBeUndefined();
    expect(sale).toMatchObject({ saleId: 'BAYC', featured: true, saleWeight: 2, tokenproofPolicyId: 'policy-1' });
    expect(sale?.saleMedia).toEqual({
      aspectRatio: 1.78,
      vimeoUrl: 'https://vimeo.com/1',
      twitterCopy: { text: 'Minted!' },
    });
    expect(sale).not.toHaveProperty('somethingElse');
  });
  it('defaults followSocials and crossLinks to empty lists', () => {
    expect(parseSaleDataSet([record()])[0]).toMatchObject({ followSocials: [], crossLinks: [] });
    const withLists = record({
      followSocials: [{ type: 'twitter', userId: '42', required: true }],
      crossLinks: [{ name: 'Founders Pass', url: '/mint/founders' }],
    });
    expect(parseSaleDataSet([withLists])[0]).toMatchObject({
      followSocials: [{ type: 'twitter', userId: '42', required: true }],
      crossLinks: [{ name: 'Founders Pass', url: '/mint/founders' }],
    });
  });
  it('accepts any non-empty sale type (spec: "characterPass, collection, others")', () => {
    const sales = parseSaleDataSet([
      record({ saleId: 'a', saleType: 'collection' }),
      record({ saleId: 'b', saleType: 'raffle' }),
    ]);
    expect(sales.map((sale) => sale.saleType)).toEqual(['collection', 'raffle']);
    expect(issuesOf([record({ saleType: 7 })])).toEqual([expect.stringMatching(/^0\.saleType: /)]);
  });
  it('gives a sale without media a copy of the default media, each its own', () => {
    const [first, second] = parseSaleDataSet([
      record({ saleId: 'a', saleMedia: undefined }),
      record({ saleId: 'b', saleMedia: undefined }),
    ]);
    expect(first?.saleMedia).toEqual(DEFAULT_SALE_MEDIA);
    expect(first?.saleMedia).not.toBe(DEFAULT_SALE_MEDIA);
    expect(first?.saleMedia).not.toBe(second?.saleMedia);
  });
  it('fills in the default video for media without a video of its own', () => {
    const [sale] = parseSaleDataSet([record({ saleMedia: { aspectRatio: 1, imageUrl: '/own.png' } })]);
    expect(sale?.saleMedia).toEqual({
      aspectRatio: 1,
      imageUrl: '/own.png',
      directVideoUrl: DEFAULT_SALE_MEDIA.directVideoUrl,
    });
  });
  it('accepts an empty data set', () => {
    expect(parseSaleDataSet([])).toEqual([]);
  });
  it('refuses something that is not a list', () => {
    expect(issuesOf({ sales: [] })).toEqual([expect.stringMatching(/^\(root\): .*invalid_type/)]);
    expect(issuesOf(null)).toHaveLength(1);
  });
  it('names the path of each bad field', () => {
    const issues = issuesOf([record(), record({ saleId: 'x', saleType: '', saleMedia: {} })]);
    expect(issues).toEqual([
      expect.stringMatching(/^1\.saleType: /),
      expect.stringMatching(/^1\.saleMedia\.aspectRatio: /),
    ]);
  });
  it.each([
    [
      'a date without a zone',
      { publicMint: { startDate: '2023-01-27T11:00:00', countdownTarget: '2023-01-27T11:00:00Z' } },
      '0.publicMint.startDate',
    ],
    [
      'an impossible date',
      { publicMint: { startDate: '2023-02-29T11:00:00Z', countdownTarget: '2023-02-28T11:00:00Z' } },
      '0.publicMint.startDate',
    ],
    [
      'a missing countdown target',
      { publicMint: { startDate: '2023-01-27T11:00:00Z' } },
      '0.publicMint.countdownTarget',
    ],
    ['an empty sale id', { saleId: '' }, '0.saleId'],
    ['a string weight', { saleWeight: '2' }, '0.saleWeight'],
    ['a missing featured flag', { featured: undefined }, '0.featured'],
    [
      'a follow on another network',
      { followSocials: [{ type: 'discord', userId: '1', required: true }] },
      '0.followSocials.0.type',
    ],
    ['a zero aspect ratio', { saleMedia: { aspectRatio: 0 } }, '0.saleMedia.aspectRatio'],
  ])('refuses %s', (_, overrides, path) => {
    expect(issuesOf([record(overrides)])).toEqual([
      expect.stringMatching(new RegExp(`^${path.replaceAll('.', '\\.')}: `)),
    ]);
  });
  it('refuses two sales whose ids differ only in case', () => {
    expect(issuesOf([record({ saleId: 'bayc' }), record({ saleId: 'BAYC' })])).toEqual([
      '1.saleId: duplicate of sale 0 ("BAYC")',
    ]);
  });
  it('judges duplicates by the lowercase form the index uses, not by another case folding', () => {
    // The Kelvin sign lowercases to 'k' (the two would share an index entry) but does not uppercase to 'K'.
    expect(issuesOf([record({ saleId: 'kbayc' }), record({ saleId: '\u212Abayc' })])).toEqual([
      '1.saleId: duplicate of sale 0 ("\u212Abayc")',
    ]);
    // 'ß' uppercases to 'SS' but lowercases to itself: the index keeps these two apart.
    expect(parseSaleDataSet([record({ saleId: 'straße' }), record({ saleId: 'STRASSE' })])).toHaveLength(2);
  });
});

describe('indexSales', () => {
  it('finds a sale by its id and by its lowercase form', () => {
    const sale = makeSale({ saleId: 'FezLove' });
    const index = indexSales([sale]);
    expect(index.get('FezLove')).toBe(sale);
    expect(index.get('fezlove')).toBe(sale);
    expect(index.get('FEZLOVE')).toBeUndefined();
    expect(findSale(index, 'FEZLOVE')).toBe(sale);
    expect(findSale(index, 'other')).toBeUndefined();
  });
  it("lets an exact id win over another sale's lowercase alias", () => {
    const upper = makeSale({ saleId: 'ABC' });
    const lower = makeSale({ saleId: 'abc' });
    expect(indexSales([upper, lower]).get('abc')).toBe(lower);
    expect(indexSales([upper, lower]).get('ABC')).toBe(upper);
  });
});
