import * as z from 'zod/mini';
import type { KeyValueStorage } from '../../app/safeStorage';
import { parseJsonWith } from '../../domain/parseJson';
import { MOCK_ACCOUNTS, MOCK_FOUNDERS_PASS_CONTRACT, MOCK_HELD_COLLECTIONS } from '../../services/mock/mockAccounts';
import type { HeldToken, WalletHoldings } from '../wallet.types';

/**
 * Mock token holdings per account (spec section 3: "map from contract to list of entries
 * {id, qty}"; section 9: "Random holdings 1 to 4 tokens", "Mock storage uses session storage").
 * Drawn once per account and kept, so a reload shows the same tokens.
 */
export const MOCK_HOLDINGS_KEY = 'storyverse.mock.holdings.v1';

const heldTokenSchema = z.object({ id: z.string(), qty: z.number() });
const holdingsSchema = z.record(z.string(), z.record(z.string(), z.array(heldTokenSchema)));

type StoredHoldings = z.infer<typeof holdingsSchema>;

/** Token ids of a mock collection are below this. */
const MOCK_TOKEN_IDS = 10_000;

/**
 * 1 to 4 distinct token ids, one of each: a run of ids from a random start. A run, not repeated
 * draws until they differ, so that the draw ends whatever the random source returns.
 */
function drawTokens(random: () => number): HeldToken[] {
  const count = 1 + Math.floor(random() * 4);
  const first = Math.floor(random() * (MOCK_TOKEN_IDS - count + 1));
  return Array.from({ length: count }, (_, offset) => ({ id: String(first + offset), qty: 1 }));
}

function read(storage: KeyValueStorage): StoredHoldings {
  const text = storage.getItem(MOCK_HOLDINGS_KEY);
  if (text === null) return {};
  const parsed = parseJsonWith(text, holdingsSchema);
  if (parsed.ok) return parsed.value;
  console.warn('[mock] stored mock holdings are malformed; drawing them again');
  return {};
}

export function mockHoldingsOf(
  address: string,
  storage: KeyValueStorage,
  random: () => number = Math.random,
): WalletHoldings {
  const key = address.toLowerCase();
  const stored = read(storage);
  const nfts =
    stored[key] ?? Object.fromEntries(MOCK_HELD_COLLECTIONS.map((contract) => [contract, drawTokens(random)]));
  if (!stored[key]) storage.setItem(MOCK_HOLDINGS_KEY, JSON.stringify({ ...stored, [key]: nfts }));
  const service = MOCK_ACCOUNTS.some((account) => account.service && account.address === key);
  return {
    nfts,
    storyNFTs: [],
    founder: (nfts[MOCK_FOUNDERS_PASS_CONTRACT]?.length ?? 0) > 0,
    // The service account edits story NFTs in the mock admin area.
    storyNFTEditor: service,
  };
}
