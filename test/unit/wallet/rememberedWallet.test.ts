import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetWallet,
  readRememberedWallet,
  REMEMBERED_WALLET_KEY,
  rememberWallet,
} from '../../../src/wallet/browser/rememberedWallet';
import { memoryStorage } from '../services/mock/mockHarness';

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
const throwingStorage = { getItem: vi.fn(blocked), setItem: vi.fn(blocked), removeItem: vi.fn(blocked) };

describe('remembered wallet', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('remembers, reads and forgets the chosen option id', () => {
    const storage = memoryStorage();
    expect(readRememberedWallet(storage)).toBeNull();
    rememberWallet(storage, 'c0ffee-uuid');
    expect(storage.getItem(REMEMBERED_WALLET_KEY)).toBe('c0ffee-uuid');
    expect(readRememberedWallet(storage)).toBe('c0ffee-uuid');
    forgetWallet(storage);
    expect(readRememberedWallet(storage)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['', '   ', 'x'.repeat(257)])('discards a malformed entry (%j)', (stored) => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_WALLET_KEY, stored);
    expect(readRememberedWallet(storage)).toBeNull();
    expect(storage.getItem(REMEMBERED_WALLET_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('keeps an id of the longest sane length', () => {
    const storage = memoryStorage();
    rememberWallet(storage, 'x'.repeat(256));
    expect(readRememberedWallet(storage)).toBe('x'.repeat(256));
  });

  it('forgets instead of throwing when storage throws', () => {
    expect(readRememberedWallet(throwingStorage)).toBeNull();
    expect(() => rememberWallet(throwingStorage, 'uuid')).not.toThrow();
    expect(() => forgetWallet(throwingStorage)).not.toThrow();
    expect(throwingStorage.getItem).toHaveBeenCalledTimes(1);
    expect(throwingStorage.setItem).toHaveBeenCalledTimes(1);
    expect(throwingStorage.removeItem).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
