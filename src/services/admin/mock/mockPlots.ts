import { ADMIN_MESSAGES, supplyAboveLimitMessage } from '../../../domain/admin/adminMessages';
import {
  eligibleRefusal,
  plotMintRefusal,
  supplyRefusal,
  toPlotSale,
  UNKNOWN_COUNT,
  type PlotSale,
  type UserPlots,
} from '../../../domain/admin/plots';
import {
  MOCK_SUPPLY_LIMIT,
  PLOT_MAX_QUANTITY,
  PLOT_MINT_END_UNITS,
  PLOT_SALE_WINDOW_UNITS,
  PLOT_TIME_UNIT_MS,
} from './mockAdminData';
import { addressKey, entryFor, type MockAccountPlots, type MockAdminState } from './mockAdminStore';

/**
 * The mock plot sale's rules over the stored plots data. The changes mutate the state they are
 * given and throw the exact refusal before touching it, so the store saves all of a change or none.
 */

type MockPlots = MockAdminState['plots'];

/** The sale as a plot service reports it, at `now`: its window and presale are counted from the mint date. */
export function plotSaleOf(plots: MockPlots, now: Date, chainId: number): PlotSale {
  const start = Date.parse(plots.mintDateISO);
  const end = start + PLOT_SALE_WINDOW_UNITS * PLOT_TIME_UNIT_MS;
  const time = now.getTime();
  return toPlotSale({
    id: 'plots',
    starttime: plots.mintDateISO,
    endtime: new Date(end).toISOString(),
    presale: time < start + PLOT_MINT_END_UNITS * PLOT_TIME_UNIT_MS,
    active: plots.saleActive && start <= time && time < end,
    maxPLOTs: plots.maxSupply,
    mintedPLOTs: plots.mintedAmount,
    maxQuantity: PLOT_MAX_QUANTITY,
    price: plots.plotPrice,
    volume: BigInt(plots.mintedAmount) * plots.plotPrice,
    chainId,
  });
}

/** An address with no entry is not known (spec section 3: -1), which allows no mint. */
const accountPlots = (plots: MockPlots, address: string): MockAccountPlots =>
  entryFor(plots.accountData, address) ?? { eligible: UNKNOWN_COUNT, max: UNKNOWN_COUNT, plots: [] };

export function userPlotsOf(plots: MockPlots, address: string): UserPlots {
  const entry = accountPlots(plots, address);
  return { eligiblePlots: entry.eligible, maxPlots: entry.max, plotIds: [...entry.plots] };
}

/** The counts of the admin fields and the mint are whole numbers; the UI parses them, this guards other callers. */
function requireWholeNumber(value: number): void {
  if (!Number.isSafeInteger(value)) throw new Error(ADMIN_MESSAGES.notAWholeNumber);
}

function refuseIf(refusal: string | null): void {
  if (refusal !== null) throw new Error(refusal);
}

/** Mints the next `quantity` ids of the pool to `address`; returns them. */
export function mintFromPool(plots: MockPlots, address: string, quantity: number, sale: PlotSale): number[] {
  requireWholeNumber(quantity);
  const entry = accountPlots(plots, address);
  refuseIf(
    plotMintRefusal(quantity, { active: sale.active, eligible: entry.eligible, remainingSupply: sale.remainingSupply }),
  );
  const mintedIds = plots.plotIdPool.splice(0, quantity);
  entry.plots.push(...mintedIds);
  entry.eligible -= quantity;
  plots.mintedAmount += quantity;
  return mintedIds;
}

/** Lets `address` mint `eligible` more plots: its maximum becomes what it holds plus that. */
export function setEligibleFor(plots: MockPlots, address: string, eligible: number): void {
  requireWholeNumber(eligible);
  refuseIf(eligibleRefusal(eligible));
  const key = addressKey(address);
  if (key === null) throw new Error(ADMIN_MESSAGES.notAnAddress);
  const held = accountPlots(plots, key).plots;
  plots.accountData[key] = { eligible, max: held.length + eligible, plots: held };
}

/**
 * Leaves `remaining` plots to mint: the pool keeps its first `remaining` ids, or grows with ids
 * above any used before, so no id is minted twice.
 */
export function setRemainingSupply(plots: MockPlots, remaining: number): void {
  requireWholeNumber(remaining);
  refuseIf(supplyRefusal(remaining));
  // Every id of the supply is stored: a larger pool would outgrow session storage.
  if (remaining > MOCK_SUPPLY_LIMIT) throw new Error(supplyAboveLimitMessage(MOCK_SUPPLY_LIMIT));
  const missing = remaining - plots.plotIdPool.length;
  if (missing <= 0) {
    plots.plotIdPool.splice(remaining);
  } else {
    // concat, not push(...): a spread of a large supply would overflow the call stack.
    plots.plotIdPool = plots.plotIdPool.concat(
      Array.from({ length: missing }, (_, index) => plots.highestPlotId + index + 1),
    );
    plots.highestPlotId += missing;
  }
  plots.maxSupply = plots.mintedAmount + remaining;
}
