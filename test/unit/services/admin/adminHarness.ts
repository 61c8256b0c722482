import { expect } from 'vitest';
import { createMockAdminService } from '../../../../src/services/admin/mock/createMockAdminService';
import { MOCK_ADMIN_STORAGE_KEY } from '../../../../src/services/admin/mock/mockAdminStore';
import { MOCK_ACCOUNTS } from '../../../../src/services/mock/mockAccounts';
import { memoryStorage } from '../mock/mockHarness';

/** The mock sale's start in these tests: the first read of an empty storage sets it. */
export const START = new Date('2026-06-15T12:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

const addressOf = (name: string) => MOCK_ACCOUNTS.find((account) => account.name === name)?.address ?? '';
export const SERVICE = addressOf('Service');
export const ACCOUNT_A = addressOf('Account A');
export const ACCOUNT_B = addressOf('Account B');
/** A wallet the mock knows nothing of. */
export const STRANGER = '0x1234567890abcdef1234567890abcdef12345678';

export const instantWait = async () => {};

export function adminServiceFor(
  options: {
    storage?: Storage;
    now?: () => Date;
    wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
    delayMs?: number;
    chainId?: number;
  } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const service = createMockAdminService({
    storage,
    now: options.now ?? (() => START),
    wait: options.wait ?? instantWait,
    delayMs: options.delayMs ?? 500,
    chainId: options.chainId ?? 5,
  });
  return { service, storage, stored: () => storage.getItem(MOCK_ADMIN_STORAGE_KEY) };
}

/** Expects `call` to reject with exactly `message` and to leave the stored state as it was, byte for byte. */
export async function expectRefusal(stored: () => string | null, call: () => Promise<unknown>, message: string) {
  const before = stored();
  expect(before).not.toBeNull();
  await expect(call()).rejects.toEqual(new Error(message));
  expect(stored()).toBe(before);
}
