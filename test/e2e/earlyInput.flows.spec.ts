import type { Page, Route } from '@playwright/test';
import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';
import { expect, test } from './fixtures';

/**
 * Typing before and after a page is live, in a real browser (issue 49): the flow harness's
 * prerendered name field (test/e2e/harness/earlyInputHarness.tsx) with the boot's recorder on it.
 * The replay's chunk is held back, so the visitor types on the live field before the replay of
 * what they typed first has run: the text typed last must be what stays.
 */

/** Holds the early-input replay's chunk (src/boot/replayInput.ts) until `release` is called. */
async function holdTheReplay(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/replayInput-[\w-]+\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const isLive = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE);

test('text typed before the page is live and after it, before the replay, ends as the visitor typed it last', async ({
  page,
}) => {
  const replay = await holdTheReplay(page);
  // The frame's own goto: the fixture's would wait for the live page, which goes live on demand.
  await page.mainFrame().goto('/?flow=earlyInput');
  const field = page.getByRole('textbox', { name: 'Name' });
  const greeting = page.getByRole('status');
  await field.pressSequentially('Ada');
  await expect(greeting).toHaveText('No name yet');

  await page.evaluate(() => (window as unknown as { goLive: () => void }).goLive());
  await expect.poll(() => isLive(page)).toBe(true);
  await field.press('End');
  await field.pressSequentially(' Lovelace');
  // The app takes nothing out of order: what was typed on the live field waits behind the replay.
  await expect(greeting).toHaveText('No name yet');

  await replay.release();
  await expect(greeting).toHaveText('Hello, Ada Lovelace');
  await expect(field).toHaveValue('Ada Lovelace');
  // Nothing waits any more: the next key reaches the app at once.
  await field.press('Backspace');
  await expect(greeting).toHaveText('Hello, Ada Lovelac');
});
