import { describe, expect, it } from 'vitest';
import { InvalidSaleIdError } from '../../../src/domain/errors';
import { indexSales, saleContractAddress, saleLookup } from '../../../src/domain/sale/saleIndex';
import { makeSale } from './saleFixtures';

describe('indexSales', () => {
  it("keeps an exact id over another sale's lowercase alias, in either order", () => {
    const upper = makeSale({ saleId: 'ABC' });
    const lower = makeSale({ saleId: 'abc' });
    expect(indexSales([lower, upper]).get('abc')).toBe(lower);
    expect(indexSales([upper, lower]).get('abc')).toBe(lower);
  });

  it('gives a lowercase alias shared by two ids to the first of them', () => {
    const first = makeSale({ saleId: 'FezLove' });
    const second = makeSale({ saleId: 'FEZLOVE' });
    expect(indexSales([first, second]).get('fezlove')).toBe(first);
  });
});

describe('saleLookup', () => {
  const sale = makeSale({ saleId: 'FezLove' });
  const lookup = saleLookup([makeSale({ saleId: 'bayc' }), sale]);

  it('finds a sale by its id or by any case of it', () => {
    expect(lookup('FezLove')).toBe(sale);
    expect(lookup('fezlove')).toBe(sale);
    expect(lookup('FEZLOVE')).toBe(sale);
  });

  it('raises \'Invalid sale ID "{id}"\' for an unknown id (spec section 5)', () => {
    expect(() => lookup('mayc')).toThrow(InvalidSaleIdError);
    expect(() => lookup('mayc')).toThrow(/^Invalid sale ID "mayc"$/);
  });
});

describe('saleContractAddress', () => {
  it("gives the sale's token contract", () => {
    const address = '0x8ba1f109551bd432803012645ac136ddd64dba72';
    expect(saleContractAddress(makeSale({ tokenContractAddress: address }))).toBe(address);
  });

  it('names the sale that has none', () => {
    expect(() => saleContractAddress(makeSale({ saleId: 'fezlove' }))).toThrow(
      /^Sale "fezlove" has no contract address$/,
    );
    expect(() => saleContractAddress(makeSale({ saleId: 'fezlove', tokenContractAddress: '' }))).toThrow(
      /^Sale "fezlove" has no contract address$/,
    );
  });
});
