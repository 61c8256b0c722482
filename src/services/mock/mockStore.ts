import * as z from 'zod/mini';
import { parseJsonWith } from '../../domain/parseJson';

/**
 * The mock services' state, kept in session storage (spec section 9) so a reload keeps a
 * tester's whitelist entries and mints. A stored entry is validated before use: a malformed
 * one is dropped with a warning and the defaults take over.
 */

const mintedNftSchema = z.object({ id: z.string(), contractAddress: z.string() });

const mockStateSchema = z.object({
  /** Remaining counts per sale id, where a tester or a mint changed them. */
  remaining: z.record(
    z.string(),
    z.object({
      waitlistSpots: z.optional(z.number()),
      waitlistSupply: z.optional(z.number()),
      publicSupply: z.optional(z.number()),
    }),
  ),
  /** Identity-proof nonces already added, per sale id. */
  whitelistNonces: z.record(z.string(), z.array(z.string())),
  /** Signatures the mock signer issued, to the raw message they sign. */
  signatures: z.record(z.string(), z.string()),
  minted: z.record(z.string(), z.array(mintedNftSchema)),
  /** Campaign to the hot wallets entered in it. */
  campaignEntries: z.record(z.string(), z.array(z.string())),
  /** Campaign to the Twitter handles entered in it (lowercase); absent in entries saved before it. */
  campaignTwitterHandles: z._default(z.record(z.string(), z.array(z.string())), {}),
  nextTokenId: z.number(),
  /**
   * The mock chain's transactions by hash: the call they carry and, once mined, the receipt
   * (status 1 with the minted tokens, or 0 reverted). Kept here so a reload during a mint finds
   * its transaction and the wait resumes.
   */
  transactions: z.record(
    z.string(),
    z.object({
      saleId: z.string(),
      rawMessage: z.string(),
      signature: z.string(),
      hotWallet: z.string(),
      receipt: z.optional(z.object({ status: z.number(), nfts: z.array(mintedNftSchema) })),
    }),
  ),
});

export type MockState = z.infer<typeof mockStateSchema>;

/** v2: the mock chain's transactions joined the state; a v1 entry is simply not read. */
export const MOCK_STORAGE_KEY = 'storyverse.mock.state.v2';

const emptyState = (): MockState => ({
  remaining: {},
  whitelistNonces: {},
  signatures: {},
  minted: {},
  campaignEntries: {},
  campaignTwitterHandles: {},
  nextTokenId: 1,
  transactions: {},
});

export interface MockStore {
  read(): MockState;
  /** Applies a change and saves it; returns what the change returned. */
  update<T>(change: (state: MockState) => T): T;
}

export function createMockStore(storage: Pick<Storage, 'getItem' | 'setItem'>, key = MOCK_STORAGE_KEY): MockStore {
  const read = (): MockState => {
    const text = storage.getItem(key);
    if (text === null) return emptyState();
    const parsed = parseJsonWith(text, mockStateSchema);
    if (parsed.ok) return parsed.value;
    console.warn('[mock] stored mock state is malformed; starting afresh');
    return emptyState();
  };
  return {
    read,
    update(change) {
      const state = read();
      const result = change(state);
      storage.setItem(key, JSON.stringify(state));
      return result;
    },
  };
}
