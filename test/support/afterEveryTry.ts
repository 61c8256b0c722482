import { vi } from 'vitest';

/**
 * On fake timers: runs an import through importChunk's every wait, then through the reload's own
 * code (src/boot/freshCode.ts), which it imports once every try failed, and what that code waits
 * for (the deploy id's answer).
 */
export async function afterEveryTry(): Promise<void> {
  await vi.runAllTimersAsync();
  await vi.dynamicImportSettled();
  await vi.runAllTimersAsync();
}
