import { describe, expect, it } from 'vitest';
import { findCurrentSale } from '../../../src/domain/sale/findCurrentSale';
import type { Sale } from '../../../src/domain/sale/sale.types';
import type { RemainingCountFetchers } from '../../../src/domain/sale/saleState';
import { NOW, makeSale, phase } from './saleFixtures';

/** A public mint under way, and a collection whose public mint opens in half an hour. */
const live = makeSale({ saleId: 'live', publicMint: phase(-30, 30) });
const soon = makeSale({ saleId: 'soon', saleType: 'collection', publicMint: phase(30, 90) });

/** Remaining counts by sale id: every count of a sale is `remaining[saleId]`. */
function counts(remaining: Record<string, number>) {
  const asked: string[] = [];
  const remainingCounts = (sale: Sale): RemainingCountFetchers => {
    const count = async () => {
      asked.push(sale.saleId);
      return remaining[sale.saleId] ?? 0;
    };
    return { waitlistSpots: count, waitlistSupply: count, publicSupply: count };
  };
  return { asked, remainingCounts };
}

describe('findCurrentSale', () => {
  it('chooses among all sales when no type is given: the open mint before the upcoming one', async () => {
    const { remainingCounts } = counts({ live: 5 });
    await expect(findCurrentSale([soon, live], { now: NOW, remainingCounts })).resolves.toBe(live);
  });

  it('chooses only among the sales of the given type', async () => {
    const { remainingCounts } = counts({ live: 5 });
    await expect(findCurrentSale([soon, live], { saleType: 'collection', now: NOW, remainingCounts })).resolves.toBe(
      soon,
    );
    await expect(findCurrentSale([soon, live], { saleType: 'characterPass', now: NOW, remainingCounts })).resolves.toBe(
      live,
    );
  });

  it('finds no sale when none has the given type', async () => {
    const { remainingCounts } = counts({ live: 5 });
    await expect(findCurrentSale([soon, live], { saleType: 'plot', now: NOW, remainingCounts })).resolves.toBeNull();
  });

  it('judges each sale by its own remaining count: a sold-out mint gives way to the upcoming one', async () => {
    const { asked, remainingCounts } = counts({ live: 0 });
    await expect(findCurrentSale([live, soon], { now: NOW, remainingCounts })).resolves.toBe(soon);
    // Only the characterPass sale under way depends on a count (spec section 4).
    expect(asked).toEqual(['live']);
  });

  it('resolves each phase at the given instant', async () => {
    const { remainingCounts } = counts({ live: 5 });
    // An hour later the live mint has ended and the collection's mint is under way.
    await expect(
      findCurrentSale([live, soon], { now: new Date(NOW.getTime() + 60 * 60_000), remainingCounts }),
    ).resolves.toBe(soon);
  });
});
