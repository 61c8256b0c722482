import type { KeyValueStorage } from '../../app/safeStorage';

/**
 * The wallet option the user last connected with, kept in local storage for the silent
 * reconnect after a reload. Storage may throw (SecurityError where it is blocked,
 * QuotaExceededError when full): then the choice is simply not remembered.
 */
export const REMEMBERED_WALLET_KEY = 'storyverse.wallet.v1';

/** Option ids are EIP-6963 rdns names or 'injected'; anything longer was not written by us. */
const MAX_ID_LENGTH = 256;

const isOptionId = (value: string | null): value is string =>
  value !== null && value.trim() !== '' && value.length <= MAX_ID_LENGTH;

function attempt<T>(what: string, run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    console.warn(`[wallet] could not ${what} the remembered wallet; going on without it`, error);
    return fallback;
  }
}

/** The remembered option id, or null (nothing remembered, unreadable, or malformed: then forgotten). */
export function readRememberedWallet(storage: KeyValueStorage): string | null {
  const stored = attempt('read', () => storage.getItem(REMEMBERED_WALLET_KEY), null);
  if (stored === null || isOptionId(stored)) return stored;
  console.warn('[wallet] the remembered wallet is malformed; forgotten');
  forgetWallet(storage);
  return null;
}

export function rememberWallet(storage: KeyValueStorage, optionId: string): void {
  attempt('store', () => storage.setItem(REMEMBERED_WALLET_KEY, optionId), undefined);
}

export function forgetWallet(storage: KeyValueStorage): void {
  attempt('remove', () => storage.removeItem(REMEMBERED_WALLET_KEY), undefined);
}
