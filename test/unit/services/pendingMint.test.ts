import { describe, expect, it, vi } from 'vitest';
import { PENDING_MINT_KEY, readPendingMint, rememberPendingMint } from '../../../src/services/sale/pendingMint';
import { mapStorage } from '../../support/mapStorage';

const PENDING = { hash: `0x${'a'.repeat(64)}`, hotWallet: '0xhot', twitter: null, nonce: 'n-1' };

describe('the pending mint in session storage', () => {
  it('gives back the mint of its own sale only', () => {
    const storage = mapStorage();
    rememberPendingMint(storage, 'mayc', PENDING);
    expect(readPendingMint(storage, 'mayc')).toEqual(PENDING);
    expect(readPendingMint(storage, 'bayc')).toBeNull();
  });

  it('drops a malformed entry (not JSON, or a hash that is not one) with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of ['{', JSON.stringify({ saleId: 'mayc', ...PENDING, hash: '0x12' })]) {
      const storage = mapStorage();
      storage.setItem(PENDING_MINT_KEY, text);
      expect(readPendingMint(storage, 'mayc')).toBeNull();
      expect(storage.getItem(PENDING_MINT_KEY)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
