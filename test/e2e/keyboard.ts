import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Moves the focus with Tab (at most `limit` presses) until `target` has it. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by ${limit} presses of Tab`).toBeFocused();
}

/** Tabs to `target`, then presses Enter on it: a keyboard user's click. */
export async function pressOn(page: Page, target: Locator, limit = 60) {
  await tabTo(page, target, limit);
  await page.keyboard.press('Enter');
}
