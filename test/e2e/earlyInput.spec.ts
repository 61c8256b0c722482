import type { Page, Route } from '@playwright/test';
import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';
import { expect, test } from './fixtures';
import { htmlOf } from './prerendered';

/**
 * Input made on a prerendered page before the app is live is not lost (issue 36): the boot keeps
 * it and replays it once the app has taken over (src/boot/earlyInput.ts). Each test holds back
 * every script but the boot, so the page is the first HTML with the boot running, acts as a visitor
 * does, checks that the app has not answered yet, then lets the app load and checks the outcome,
 * exactly once.
 */

/** Holds back every script but the page's boot chunk until `release` is called. */
async function holdTheApp(page: Page, bootPath: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => {
    if (!holding || new URL(route.request().url()).pathname === bootPath) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Opens `path` with the app held back; returns once the boot has run (module scripts run before DOMContentLoaded). */
async function openHeld(page: Page, path: string) {
  const html = await htmlOf(page.request, path);
  const bootPath = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!bootPath) throw new Error(`no boot script in the HTML of ${path}`);
  const app = await holdTheApp(page, bootPath);
  // The frame's own goto: the fixture's would wait for the live app, which is held back.
  // Not `load`: the chunks the boot preloads, held back, hold it.
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  return app;
}

const isLive = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE);

test.describe('input before the app is live', () => {
  test('a radio chosen on /contact shows at once and opens its form once the app is live', async ({ page }) => {
    const app = await openHeld(page, '/contact');
    const collector = page.getByRole('radio', { name: 'Collector' });
    await collector.check();
    await expect(collector).toBeChecked();
    expect(await isLive(page)).toBe(false);
    await expect(page.locator('iframe')).toHaveCount(0);

    await app.release();
    await expect(page.locator('iframe[title="Collector contact form"]')).toHaveAttribute('src', /role=collector/);
    await expect(collector).toBeChecked();
  });

  test('the last of two radios chosen early is the one the app shows', async ({ page }) => {
    const app = await openHeld(page, '/contact');
    await page.getByRole('radio', { name: 'Collector' }).check();
    await page.getByRole('radio', { name: 'Project Owner' }).check();

    await app.release();
    await expect(page.locator('iframe[title="Project Owner contact form"]')).toHaveAttribute(
      'src',
      /role=project-owner/,
    );
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Project Owner' })).toBeChecked();
  });

  test('a radio chosen on the live page before the replay has run wins over the one chosen early', async ({ page }) => {
    const app = await openHeld(page, '/contact');
    // The replay's code is fetched only once there is input to replay: held until the second choice.
    const replay: Route[] = [];
    let holdingReplay = true;
    await page.route(/\/replayInput-[\w-]+\.js$/, (route) => (holdingReplay ? replay.push(route) : route.continue()));
    await page.getByRole('radio', { name: 'Project Owner' }).check();

    await app.release();
    await expect.poll(() => isLive(page)).toBe(true);
    await expect.poll(() => replay.length).toBe(1);
    await page.getByRole('radio', { name: 'Collector' }).check();
    holdingReplay = false;
    await Promise.all(replay.map((route) => route.continue()));

    await expect(page.locator('iframe[title="Collector contact form"]')).toHaveAttribute('src', /role=collector/);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Collector' })).toBeChecked();
  });

  test("the footer's sign-up button pressed early opens the sign-up dialog", async ({ page }) => {
    const app = await openHeld(page, '/about');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up for updates' }).click();
    expect(await isLive(page)).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await app.release();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test("the carousel's next button pressed early moves one story on, not two", async ({ page }) => {
    const app = await openHeld(page, '/');
    await expect(page.getByRole('button', { name: 'Go to story 1' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next story' }).click();

    await app.release();
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Go to story 2' })).toHaveAttribute('aria-current', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button pressed early opens the menu once the app is live, and only once', async ({ page }) => {
      const app = await openHeld(page, '/about');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await app.release();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('banner').getByRole('link', { name: /chat/i })).toBeVisible();
    });
  });
});
