import * as z from 'zod/mini';
import { parseJsonWith } from '../../../domain/parseJson';
import type { MockAccount } from '../../mock/mockAccounts';
import {
  MOCK_ACCOUNT_SEEDS,
  MOCK_SALE_NAME,
  PLOT_MAX_SUPPLY,
  PLOT_PRICE_WEI,
  SALE_STARTING_BALANCE,
} from './mockAdminData';

/**
 * The mock admin area's and plot sale's state, kept in the storage the edge gives (session
 * storage, spec section 9), so a reload keeps a tester's deposits and mints. A stored entry is
 * validated before use: a malformed one is dropped with a warning and the defaults take over.
 */

/**
 * Wei as decimal digits: JSON has no bigint, and a number would lose wei above 2^53. (A pipe, not a
 * zod codec: the codec's code would join the zod chunk that every page using the mocks fetches.)
 */
const weiSchema = z.pipe(
  z.string().check(z.regex(/^\d+$/)),
  z.transform((digits: string) => BigInt(digits)),
);
/** Writes bigints as the digits `weiSchema` reads. */
const weiAsDigits = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
const countSchema = z.int().check(z.minimum(0));
const plotIdSchema = z.int().check(z.minimum(1));
/** Lowercase, so one wallet has one entry whatever the case its address came in. */
const ADDRESS_KEY_PATTERN = /^0x[0-9a-f]{40}$/;
const addressSchema = z.string().check(z.regex(ADDRESS_KEY_PATTERN));

const accountPlotsSchema = z.object({
  /** Plots the account may still mint. */
  eligible: countSchema,
  /** Plots granted in total: those held plus those still eligible. */
  max: countSchema,
  plots: z.array(plotIdSchema),
});

const plotsSchema = z
  .object({
    saleActive: z.boolean(),
    /** The sale's start; its window and presale are counted from it. */
    mintDateISO: z.iso.datetime(),
    plotPrice: weiSchema,
    maxSupply: countSchema,
    mintedAmount: countSchema,
    /** The ids not minted yet, minted from the front. */
    plotIdPool: z.array(plotIdSchema),
    /** The highest id ever put in the pool: new ids start above it, so a cut id never comes back. */
    highestPlotId: countSchema,
    accountData: z.record(addressSchema, accountPlotsSchema),
  })
  .check(
    // The pool is the remaining supply; a pool of another length would mint ids the sale does not count.
    z.refine((plots) => plots.plotIdPool.length === plots.maxSupply - plots.mintedAmount),
    // New ids start above the highest: one already held or pooled above it would be minted twice.
    z.refine((plots) =>
      [plots.plotIdPool, ...Object.values(plots.accountData).map((account) => account.plots)].every((ids) =>
        ids.every((id) => id <= plots.highestPlotId),
      ),
    ),
  );

const adminStateSchema = z.object({
  admin: z.object({ sale: z.string(), saleInitted: z.boolean(), balance: weiSchema }),
  /** Wallet balances; a user's NFTs and name are not stored (its plots and the mock accounts give them). */
  users: z.record(addressSchema, z.object({ linked: z.boolean(), balance: weiSchema, packs: countSchema })),
  plots: plotsSchema,
});

export type MockAdminState = z.output<typeof adminStateSchema>;
export type MockAccountPlots = MockAdminState['plots']['accountData'][string];

export const MOCK_ADMIN_STORAGE_KEY = 'storyverse.mock.admin.v1';

/** The state a tester starts from: each mock account with its seed (spec section 9), the sale starting `now`. */
export function defaultAdminState(accounts: readonly MockAccount[], now: Date): MockAdminState {
  const seeded = accounts.map((account, index) => ({
    address: account.address.toLowerCase(),
    seed: MOCK_ACCOUNT_SEEDS[index] ?? { balance: 0n, eligible: 0 },
  }));
  return {
    admin: { sale: MOCK_SALE_NAME, saleInitted: true, balance: SALE_STARTING_BALANCE },
    users: Object.fromEntries(
      seeded.map(({ address, seed }) => [address, { linked: false, balance: seed.balance, packs: 0 }]),
    ),
    plots: {
      saleActive: true,
      mintDateISO: now.toISOString(),
      plotPrice: PLOT_PRICE_WEI,
      maxSupply: PLOT_MAX_SUPPLY,
      mintedAmount: 0,
      plotIdPool: Array.from({ length: PLOT_MAX_SUPPLY }, (_, index) => index + 1),
      highestPlotId: PLOT_MAX_SUPPLY,
      accountData: Object.fromEntries(
        seeded.map(({ address, seed }) => [address, { eligible: seed.eligible, max: seed.eligible, plots: [] }]),
      ),
    },
  };
}

/** The key `address` is stored under, or null when it is not a wallet address (0x and 40 hex digits). */
export function addressKey(address: string): string | null {
  const key = address.toLowerCase();
  return ADDRESS_KEY_PATTERN.test(key) ? key : null;
}

/**
 * The entry stored for `address`, if any. Own keys only: a caller such as 'constructor' must not
 * find what every object inherits.
 */
export function entryFor<T>(record: Record<string, T>, address: string): T | undefined {
  const key = address.toLowerCase();
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export interface MockAdminStore {
  /**
   * The stored state. Defaults are saved when nothing (or something malformed) is stored, so the
   * sale's start is fixed by the first read rather than moving with every one.
   */
  read(): MockAdminState;
  /** Applies a change and saves it; returns what the change returned. A change that throws saves nothing. */
  update<T>(change: (state: MockAdminState) => T): T;
}

export function createMockAdminStore(options: {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => Date;
  accounts: readonly MockAccount[];
}): MockAdminStore {
  const { storage } = options;
  // What was saved last. Where the storage drops writes (blocked, or full: the app's storage never
  // throws), reads fall back to it, so a change holds for this page's life instead of vanishing.
  let lastSaved: string | null = null;
  // What is saved must read back: a bug that left a balance negative throws here instead of saving it.
  const save = (state: MockAdminState) => {
    const text = JSON.stringify(state, weiAsDigits);
    if (!parseJsonWith(text, adminStateSchema).ok) throw new Error('[mock] refusing to save a malformed admin state');
    storage.setItem(MOCK_ADMIN_STORAGE_KEY, text);
    lastSaved = text;
  };
  const saveDefaults = () => {
    const state = defaultAdminState(options.accounts, options.now());
    save(state);
    return state;
  };
  const read = (): MockAdminState => {
    const text = storage.getItem(MOCK_ADMIN_STORAGE_KEY) ?? lastSaved;
    if (text === null) return saveDefaults();
    const parsed = parseJsonWith(text, adminStateSchema);
    if (parsed.ok) return parsed.value;
    console.warn('[mock] stored admin state is malformed; starting afresh');
    return saveDefaults();
  };
  return {
    read,
    update(change) {
      const state = read();
      const result = change(state);
      save(state);
      return result;
    },
  };
}
