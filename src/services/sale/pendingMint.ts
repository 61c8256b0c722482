import * as z from 'zod/mini';
import type { PendingMint } from '../../../machines/mintPage';
import { parseJsonWith } from '../../domain/parseJson';

/** The storage it needs (session storage, made safe by the app). */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The mint transaction sent and not yet settled, kept in session storage from the moment the
 * wallet sent it: a reload during Minting finds it, and the mint page waits for its receipt
 * instead of minting again. One per tab (session storage), for one sale.
 */
export const PENDING_MINT_KEY = 'storyverse.pendingMint.v1';

const pendingMintSchema = z.object({
  saleId: z.string(),
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  hotWallet: z.string().check(z.minLength(1)),
  twitter: z.nullable(z.string()),
  nonce: z.nullable(z.string()),
});

export function rememberPendingMint(storage: KeyValueStorage, saleId: string, pending: PendingMint): void {
  storage.setItem(PENDING_MINT_KEY, JSON.stringify({ saleId, ...pending }));
}

export function forgetPendingMint(storage: KeyValueStorage): void {
  storage.removeItem(PENDING_MINT_KEY);
}

/** The pending mint of `saleId`, or null. A malformed entry is dropped with a warning. */
export function readPendingMint(storage: KeyValueStorage, saleId: string): PendingMint | null {
  const text = storage.getItem(PENDING_MINT_KEY);
  if (text === null) return null;
  const parsed = parseJsonWith(text, pendingMintSchema);
  if (!parsed.ok) {
    console.warn('[mint] the stored pending mint is malformed; it is dropped');
    forgetPendingMint(storage);
    return null;
  }
  const { saleId: pendingSale, ...pending } = parsed.value;
  return pendingSale === saleId ? pending : null;
}
