import { describe, expect, it } from 'vitest';
import { MAX_UINT256 } from '../../../../src/domain/admin/ethAmount';
import {
  checkEligibleSetting,
  checkPlotQuantity,
  checkSupplySetting,
  eligibleRefusal,
  formatPlotPrice,
  plotMintRefusal,
  supplyRefusal,
  toPlotSale,
  UNKNOWN_COUNT,
  type PlotSaleReport,
} from '../../../../src/domain/admin/plots';

const report: PlotSaleReport = {
  active: true,
  endtime: '2026-06-22T12:00:00.000Z',
  starttime: '2026-06-15T12:00:00.000Z',
  id: 'plots',
  maxPLOTs: 500,
  maxQuantity: 10,
  mintedPLOTs: 120,
  presale: true,
  price: 6000n,
  volume: 720000n,
  chainId: 5,
};

describe('toPlotSale', () => {
  it('adds the remaining supply (maxPLOTs minus mintedPLOTs) and shows the price while active', () => {
    expect(toPlotSale(report)).toEqual({ ...report, remainingSupply: 380, priceEth: 6000n, chainId: 5 });
  });

  it('shows the maximum value as the price of an inactive sale', () => {
    const sale = toPlotSale({ ...report, active: false });
    expect(sale.priceEth).toBe(MAX_UINT256);
    expect(sale.price).toBe(6000n);
  });

  it.each([
    [-1, null],
    [999999, null],
    [1, 1],
    [0, 0],
    [11155111, 11155111],
  ])('reads chain id %d as %s (-1 and 999999 mean unknown)', (chainId, expected) => {
    expect(toPlotSale({ ...report, chainId }).chainId).toBe(expected);
  });

  it('has no remaining supply, never a negative one, when all are minted', () => {
    expect(toPlotSale({ ...report, mintedPLOTs: 500 }).remainingSupply).toBe(0);
    expect(toPlotSale({ ...report, maxPLOTs: 100 }).remainingSupply).toBe(0);
  });
});

describe('formatPlotPrice', () => {
  it('shows the price in ETH, every digit, or "maximum" for the inactive sale', () => {
    expect(formatPlotPrice(6000n)).toBe('0.000000000000006 ETH');
    expect(formatPlotPrice(10n ** 18n + 1n)).toBe('1.000000000000000001 ETH');
    expect(formatPlotPrice(0n)).toBe('0 ETH');
    expect(formatPlotPrice(MAX_UINT256)).toBe('maximum');
  });
});

describe('plotMintRefusal', () => {
  const limits = { active: true, eligible: 3, remainingSupply: 500 };

  it.each([
    [0, 'Cannot mint 0 or less plots'],
    [-2, 'Cannot mint 0 or less plots'],
    [4, 'Cannot mint more than eligible plots (4 of 3)'],
  ])('quantity %d: %j', (quantity, message) => {
    expect(plotMintRefusal(quantity, limits)).toBe(message);
  });

  it('allows 1 up to the eligible plots', () => {
    expect(plotMintRefusal(1, limits)).toBeNull();
    expect(plotMintRefusal(3, limits)).toBeNull();
  });

  it('treats unknown eligible plots (-1) as none', () => {
    expect(plotMintRefusal(1, { ...limits, eligible: UNKNOWN_COUNT })).toBe(
      'Cannot mint more than eligible plots (1 of 0)',
    );
  });

  it('refuses past the remaining supply, and on an inactive sale', () => {
    expect(plotMintRefusal(3, { ...limits, remainingSupply: 2 })).toBe(
      'Cannot mint more than remaining plots (3 of 2)',
    );
    expect(plotMintRefusal(1, { ...limits, active: false })).toBe('The plot sale is not active.');
  });

  it('checks the quantity, then eligible, then the supply, then the sale', () => {
    const closed = { active: false, eligible: 1, remainingSupply: 1 };
    expect(plotMintRefusal(0, closed)).toBe('Cannot mint 0 or less plots');
    expect(plotMintRefusal(2, closed)).toBe('Cannot mint more than eligible plots (2 of 1)');
    expect(plotMintRefusal(2, { ...closed, eligible: 5 })).toBe('Cannot mint more than remaining plots (2 of 1)');
    expect(plotMintRefusal(1, closed)).toBe('The plot sale is not active.');
  });
});

describe('the admin settings', () => {
  it('refuse negative eligible plots and negative supply, and allow zero', () => {
    expect(eligibleRefusal(-1)).toBe('Cannot set negative eligible');
    expect(supplyRefusal(-1)).toBe('Cannot set negative supply');
    expect(eligibleRefusal(0)).toBeNull();
    expect(supplyRefusal(0)).toBeNull();
  });

  it('check the typed fields', () => {
    expect(checkEligibleSetting('-1')).toEqual({ kind: 'refused', message: 'Cannot set negative eligible' });
    expect(checkSupplySetting('-3')).toEqual({ kind: 'refused', message: 'Cannot set negative supply' });
    expect(checkSupplySetting('1.5')).toEqual({ kind: 'malformed' });
    expect(checkEligibleSetting('')).toEqual({ kind: 'empty' });
    expect(checkEligibleSetting(' 4 ')).toEqual({ kind: 'accepted', value: 4 });
  });

  it('check the typed quantity against the limits once they are known', () => {
    const limits = { active: true, eligible: 3, remainingSupply: 500 };
    expect(checkPlotQuantity('2', null)).toEqual({ kind: 'waiting' });
    expect(checkPlotQuantity('two', limits)).toEqual({ kind: 'malformed' });
    expect(checkPlotQuantity('0', limits)).toEqual({ kind: 'refused', message: 'Cannot mint 0 or less plots' });
    expect(checkPlotQuantity('2', limits)).toEqual({ kind: 'accepted', value: 2 });
  });
});
