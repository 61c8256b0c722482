import axe, { type ContextSpec } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

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
 * How long axe in the page waits for a frame to answer its first message (a ping) before it leaves
 * the frame out without a word. Every frame has axe by then (injectAxe), so the wait ends as soon as
 * the page, busy with its own part of the scan, lets the frame's answer through; axe's default of
 * 500 ms does not wait for that work. The same minute as axe's own limit for a frame's results.
 */
const FRAME_ANSWER_MS = 60_000;

/**
 * Puts axe's script into a frame and waits for it, however long the machine takes.
 * `@axe-core/playwright` gave each frame 1 s and then ran the scan anyway, without a word: a
 * loaded machine's frame got its script after the scan had passed it by, and a violation in it
 * went unfound (4 scans in 40 beside the chain suite). A frame gone meanwhile has nothing to scan.
 */
async function injectAxe(frame: Frame) {
  await frame.evaluate(axe.source).catch((error: unknown) => {
    if (!frame.isDetached()) throw error;
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
  // A frame of another origin fails the scan instead of passing unread: axe's messages do not reach
  // it, and it holds no page of ours (the preview server's policy keeps such a frame from loading,
  // so it holds the browser's error page).
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => URL.canParse(url) && !url.startsWith('about:') && new URL(url).origin !== origin);
  expect(foreign, 'frames of another origin, not a page of ours').toEqual([]);
  // One axe.run in the page, frames reached by axe's own messages, rather than a run per frame
  // finished in a new blank page: the same rules over the same elements at about 0.3 CPU-seconds
  // less a scan (`/`: 0.6 against 0.9-1.06).
  await Promise.all(page.frames().map(injectAxe));
  // Only the violations come back, as the test reports them: axe's whole result (every rule that
  // passed, with its elements' markup) is 100 to 330 kB a page, and Playwright serializes it into
  // objects and checks each one: 70 ms of the worker's CPU and 10 of the browser's a scan
  // (issue 52).
  return page.evaluate(
    async ({ include, exclude, pingWaitTime }) => {
      // The whole page, or the part `include` and `exclude` name.
      const context: ContextSpec = include
        ? { include: [include], ...(exclude && { exclude: [exclude] }) }
        : exclude
          ? { exclude: [exclude] }
          : document;
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, { pingWaitTime });
      return violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include, exclude, pingWaitTime: FRAME_ANSWER_MS },
  );
}

/** Fails the test with every violation axe finds in `scope`. */
export async function expectNoAxeViolations(page: Page, scope?: AxeScope) {
  expect(await axeViolations(page, scope)).toEqual([]);
}
