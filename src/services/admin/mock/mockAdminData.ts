import { WEI_PER_ETH } from '../../../domain/admin/ethAmount';

/** The mock plot sale and mock admin area's fixed figures (spec section 9, "Mock delays" and the plot mock). */

/** Spec: "Plot max supply 500". The pool starts as plot ids 1 to 500. */
export const PLOT_MAX_SUPPLY = 500;

/** Spec: "price 6000 wei" (0.000000000000006 ETH). */
export const PLOT_PRICE_WEI = 6000n;

/** The spec counts the sale's window in "time units"; the mock's unit is one day. */
export const PLOT_TIME_UNIT_MS = 24 * 60 * 60 * 1000;

/** Spec: "sale window 7 time units" from the mint date: the sale is active for 7 days. */
export const PLOT_SALE_WINDOW_UNITS = 7;

/** Spec: "mint end date 3 units after start": the presale, the first 3 days of the window. */
export const PLOT_MINT_END_UNITS = 3;

/** The most remaining supply the mock takes: it stores every id, and session storage holds a few MB. */
export const MOCK_SUPPLY_LIMIT = 10_000;

/** The plot sale's `maxQuantity` as the mock reports it; the spec gives no figure, 10 is the service account's allowance. */
export const PLOT_MAX_QUANTITY = 10;

/** The sale the service account administers, as the mock admin details name it. */
export const MOCK_SALE_NAME = 'Plot sale';

/** The sale's starting balance: 0.5 ETH, so a withdrawal works before any deposit. */
export const SALE_STARTING_BALANCE = WEI_PER_ETH / 2n;

/**
 * What each mock account starts with, in MOCK_ACCOUNTS' order (service account, Account A,
 * Account B): a wallet balance for deposits, and the plots it may mint (eligible, which is also
 * its maximum while it holds none). Account B may mint none, to show the eligible refusal.
 */
export const MOCK_ACCOUNT_SEEDS: readonly { balance: bigint; eligible: number }[] = [
  { balance: 2n * WEI_PER_ETH, eligible: 10 },
  { balance: WEI_PER_ETH, eligible: 3 },
  { balance: WEI_PER_ETH / 4n, eligible: 0 },
];
