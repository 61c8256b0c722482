import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Which part of the page axe looks at: all of it by default. */
export interface AxeScope {
  /** Only this part (a dialog, say). */
  include?: string;
  /** Not this part: a frame whose app is scanned on its own. */
  exclude?: string;
}

/**
 * Waits for the animations under way to end (looping ones aside): axe reads colours mid-fade, so a
 * landing section still revealing itself reads as low contrast. Two frames first, so that a reveal
 * the last scroll triggered has started.
 */
async function finiteAnimationsEnded(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe's violations on the page, each with its rule, help and the elements it found, so that a
 * failing test says what to fix. The one axe helper of the browser specs.
 */
export async function axeViolations(page: Page, { include, exclude }: AxeScope = {}) {
  await finiteAnimationsEnded(page);
  // axe reaches a frame through the document it finds there: a frame still loading holds the blank
  // document it starts with, which axe would scan instead (and find nothing). Each frame's own load.
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
  // One axe.run in the page, frames reached by axe's own messages ("legacy mode"), rather than a
  // run per frame finished in a new blank page: the same rules over the same elements at about
  // 0.3 CPU-seconds less a scan (`/`: 0.6 against 0.9-1.06). Its one limit, no cross-origin
  // frames, is checked here so that such a frame fails the scan instead of going unread.
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => URL.canParse(url) && !url.startsWith('about:') && new URL(url).origin !== origin);
  expect(foreign, 'frames axe would not scan (another origin)').toEqual([]);
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Fails the test with every violation axe finds in `scope`. */
export async function expectNoAxeViolations(page: Page, scope?: AxeScope) {
  expect(await axeViolations(page, scope)).toEqual([]);
}
