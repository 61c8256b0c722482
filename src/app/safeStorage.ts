/** What the app keeps in browser storage goes through this: the three calls it uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Browser storage that never throws. Reaching `localStorage` throws a SecurityError where
 * storage is blocked, and `setItem` throws QuotaExceededError when it is full; neither may
 * break start-up or a flow. A failed read is "nothing stored", a failed write is dropped, each
 * with a warning.
 */
export function safeStorage(open: () => Storage, name: string): KeyValueStorage {
  const attempt = <T>(what: string, run: (storage: Storage) => T, fallback: T): T => {
    try {
      return run(open());
    } catch (error) {
      console.warn(`[storage] ${name}: ${what} failed; going on without it`, error);
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt('read', (storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt('write', (storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt('remove', (storage) => storage.removeItem(key), undefined),
  };
}
