import { expect, READY_ATTRIBUTE, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * No layout shift (issue 24): what fills in after the first paint (the mint panel, the sale's
 * media, the wallet button, the footer's code) has its space from the start. Measured as the
 * browser measures it (the layout-shift entries a visitor's Cumulative Layout Shift adds up).
 */

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 823 },
];

/** The sum of the page's layout shifts without recent input, from before its first paint until it settled. */
async function layoutShiftOf(page: Page, path: string): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1, { timeout: 10_000 });
  // The mint panel has its screen: the sale's state has loaded and rendered.
  await expect(page.getByRole('region', { name: 'Mint' }).getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    sources: shifts.flatMap((shift) => shift.sources),
  };
}

for (const screen of SCREENS) {
  for (const path of ['/', '/bayc']) {
    test(`${path} does not shift as it comes to life (${screen.name})`, async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const { total, sources } = await layoutShiftOf(page, path);
      expect(total, `shifted: ${sources.join(', ')}`).toBeLessThanOrEqual(0.02);
    });
  }
}

test.describe('the first viewport of a mint page', () => {
  test('at 1280 × 800 the sale title, the phase heading and its button show without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mayc');
    const mint = page.getByRole('region', { name: 'Mint' });
    await expect(mint.getByRole('heading', { name: 'Character Pass' })).toBeInViewport({ ratio: 1 });
    await expect(mint.getByRole('heading', { name: 'The Mint is now live!' })).toBeInViewport({ ratio: 1 });
    await expect(mint.getByRole('button', { name: 'Log in to mint' })).toBeInViewport({ ratio: 1 });
    // Two columns: the media beside the mint panel.
    const media = await mint.getByLabel('Mutant Ape Character Pass video').boundingBox();
    const heading = await mint.getByRole('heading', { name: 'The Mint is now live!' }).boundingBox();
    expect(heading!.x).toBeGreaterThan(media!.x + media!.width);
  });

  test("at 1280 × 800 a sign-up page's first step shows too", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/bayc');
    const mint = page.getByRole('region', { name: 'Mint' });
    await expect(mint.getByRole('heading', { name: 'Whitelist sign-up' })).toBeInViewport({ ratio: 1 });
    await expect(mint.getByRole('button', { name: 'Connect hot wallet' })).toBeInViewport({ ratio: 1 });
  });

  test('at 390 × 844 the phase heading shows without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading] of [
      ['/bayc', 'Whitelist sign-up'],
      ['/mayc', 'The Mint is now live!'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Mint' }).getByRole('heading', { name: heading })).toBeInViewport({
        ratio: 1,
      });
    }
  });
});
