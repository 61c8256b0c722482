/**
 * The machine's benchmark index, as Lighthouse measures it (its own `computeBenchmarkIndex`), taken
 * in the browser that makes the visits, on a blank page, right before each visit (issue 49). The
 * machine's speed drifts between runs (2175 cold, 2830-3312 warm on the machine issue 49 measured),
 * so one reading at the start would set every later visit's slowdown wrong. The first run warms the
 * engine up and is not counted.
 */
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The index measured in `page`, which is left on a blank page. */
export async function benchmarkIndexIn(page: Page): Promise<number> {
  await page.goto('about:blank');
  await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}

/**
 * The index measured in the browser listening on `port` (the one Lighthouse drives), in a page of
 * its own that is closed before Lighthouse's visit; the connection is closed too, the browser stays.
 */
export async function benchmarkIndexAt(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return await benchmarkIndexIn(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
