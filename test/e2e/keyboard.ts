import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Moves the focus with Tab (at most `limit` presses) until `target` has it. The checks between
 * presses look at the element the target found (a role query per press is slow on a busy machine),
 * found again when the page replaced it; the target itself is checked once it has the focus.
 */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  const isFocused = (node: Node) => node === document.activeElement;
  let element = await target.elementHandle();
  try {
    for (let presses = 0, finds = 0; presses < limit;) {
      // True or false; null when the page replaced the element (or the document).
      const focused = await element
        .evaluate((node) => (node.isConnected ? node === document.activeElement : null))
        .catch(() => null);
      if (focused !== false) {
        if (focused && (await target.evaluate(isFocused))) return;
        // Replaced, or no longer the target's element: find it again.
        if (finds++ < limit) {
          await element.dispose().catch(() => undefined);
          element = await target.elementHandle();
          continue;
        }
      }
      await page.keyboard.press('Tab');
      presses++;
    }
  } finally {
    await element.dispose().catch(() => undefined);
  }
  await expect(target, `reached by ${limit} presses of Tab`).toBeFocused();
}

/** Tabs to `target`, then presses Enter on it: a keyboard user's click. */
export async function pressOn(page: Page, target: Locator, limit = 60) {
  await tabTo(page, target, limit);
  await page.keyboard.press('Enter');
}
