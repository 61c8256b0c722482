import type { Page, Route } from '@playwright/test';
import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';
import { AUTOMATIC_RELOADS } from '../../src/boot/freshCode';
import { CHUNK_RETRY_WAITS_MS } from '../../src/boot/importChunk';
import { CRASH_MESSAGE, TRY_AGAIN } from '../../src/views/components/FailureAlert';
import { expect, scrollToFooter, test } from './fixtures';
import { allowVisits, PAGE_VISIT_MS } from './timeLimits';

/**
 * A page stays readable and recovers when its code does not arrive (issues 50 and 77): a part whose
 * chunk fails keeps its prerendered HTML and says so in its own place, a chunk is tried again before
 * its part gives up, and then the page reloads itself for fresh code (src/boot/importChunk.ts,
 * src/views/hydration/partLoads.ts). Each test answers one chunk the way a flaky network or a
 * replaced deploy does, and asserts what the visitor sees, not how this engine treats a failed
 * module: recent Chromium fetches it again on the next import (whatwg/html#10327), older Chromium,
 * Firefox and WebKit need the reload (test/engines/ runs these faults in all three).
 */

const FOOTER_CHUNK = /\/assets\/Footer-[\w-]+\.js$/;
const ABOUT_CHUNK = /\/assets\/AboutPage-[\w-]+\.js$/;
/** The framework's start-up chunk, which the boot preloads with the page's others (src/boot/pageChunks.ts). */
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;
/** The waits between one import's tries, in all. */
const ALL_RETRY_WAITS_MS = CHUNK_RETRY_WAITS_MS.reduce((sum, wait) => sum + wait, 0);
/** The documents of a visit whose part never loads: the first, and the reloads for fresh code. */
const MOST_DOCUMENTS = AUTOMATIC_RELOADS + 1;
/** How long a part's failure takes to show: its tries in each document, and the reloads' visits. */
const FAILURE_SHOWN_MS = MOST_DOCUMENTS * ALL_RETRY_WAITS_MS + AUTOMATIC_RELOADS * PAGE_VISIT_MS;

/** Answers the chunk `pattern` names with `answer(n)` for its n-th request (from 1); `null` lets it through. */
async function answerChunk(page: Page, pattern: RegExp, answer: (request: number) => 'reset' | 404 | null) {
  let requests = 0;
  await page.route(pattern, (route: Route) => {
    const answered = answer(++requests);
    if (answered === 'reset') return route.abort('connectionreset');
    if (answered === 404) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    return route.continue();
  });
  return { requests: () => requests };
}

/** Counts the documents the tab loads (a reload is one more). */
function countDocuments(page: Page) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  return () => documents;
}

const isLive = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE);

test.describe('a part whose code does not come', () => {
  test('the footer keeps its HTML and says so, and Try again brings it to life with the tap kept for it', async ({
    page,
  }) => {
    allowVisits(MOST_DOCUMENTS + 1);
    const documents = countDocuments(page);
    let failing = true;
    const footerChunk = await answerChunk(page, FOOTER_CHUNK, () => (failing ? 'reset' : null));
    await page.goto('/about');

    // The rest of the page is live; the footer is its prerendered HTML, its links working. It says
    // it failed once its tries and the reloads for fresh code have not brought it.
    const failure = page.getByRole('alert').filter({ hasText: CRASH_MESSAGE });
    await expect(failure).toBeVisible({ timeout: FAILURE_SHOWN_MS });
    expect(await isLive(page)).toBe(true);
    expect(documents()).toBeLessThanOrEqual(MOST_DOCUMENTS);
    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(footerChunk.requests()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

    // A tap on the footer while it is not live is kept, not lost: it opens the dialog once the
    // footer comes back, after Try again's import, or the reload it makes where the engine keeps
    // the failed module (the tap goes along).
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();

    failing = false;
    await failure.getByRole('button', { name: TRY_AGAIN }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible({
      timeout: ALL_RETRY_WAITS_MS + PAGE_VISIT_MS,
    });
    await expect(failure).toHaveCount(0);
  });

  test('a chunk that fails twice, then loads, brings its part to life with nothing to say', async ({ page }) => {
    allowVisits(MOST_DOCUMENTS);
    const footerChunk = await answerChunk(page, FOOTER_CHUNK, (request) => (request <= 2 ? 'reset' : null));
    await page.goto('/about');
    const footer = await scrollToFooter(page);
    // A tap before the part is live is kept; where the engine keeps the failed module, the part
    // comes with the page's one reload for fresh code, and the tap goes along.
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible({ timeout: FAILURE_SHOWN_MS });
    expect(footerChunk.requests()).toBeGreaterThan(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a start-up chunk', () => {
  test('dropped as it is preloaded, the page still comes alive, with nothing to say', async ({ page }) => {
    allowVisits(2);
    const documents = countDocuments(page);
    const frameworkChunk = await answerChunk(page, FRAMEWORK_CHUNK, (request) => (request === 1 ? 'reset' : null));
    // The frame's own goto: the page may reload for fresh code before it is live.
    await page.mainFrame().goto('/about', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => isLive(page), { timeout: ALL_RETRY_WAITS_MS + PAGE_VISIT_MS }).toBe(true);
    expect(frameworkChunk.requests()).toBeGreaterThanOrEqual(2);
    const footer = await scrollToFooter(page);
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(documents()).toBeLessThanOrEqual(MOST_DOCUMENTS);
  });
});

test.describe('a chunk gone after a deploy', () => {
  test('a page chunk answered 404 once: the page ends live and complete', async ({ page }) => {
    allowVisits(2);
    const documents = countDocuments(page);
    await answerChunk(page, ABOUT_CHUNK, (request) => (request === 1 ? 404 : null));
    await page.mainFrame().goto('/about', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => isLive(page), { timeout: ALL_RETRY_WAITS_MS + 2 * PAGE_VISIT_MS }).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(documents()).toBeLessThanOrEqual(MOST_DOCUMENTS);
  });

  test('a page chunk answered 404 always: the page reloads for fresh code, then keeps its text and says so', async ({
    page,
  }) => {
    allowVisits(MOST_DOCUMENTS);
    const documents = countDocuments(page);
    const aboutChunk = await answerChunk(page, ABOUT_CHUNK, () => 404);
    // The frame's own goto: the fixture's would wait for a live page, which this one never is.
    await page.mainFrame().goto('/about', { waitUntil: 'domcontentloaded' });

    // The message shows once the reloaded pages' tries have failed too: no further load follows.
    await expect(page.getByRole('alert').filter({ hasText: CRASH_MESSAGE })).toBeVisible({ timeout: FAILURE_SHOWN_MS });
    expect(documents()).toBe(MOST_DOCUMENTS);
    expect(aboutChunk.requests()).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    expect(await isLive(page)).toBe(false);
  });

  test('a link followed in the app to a page whose chunk is gone lands on that page, live', async ({ page }) => {
    allowVisits(2);
    const documents = countDocuments(page);
    // The tab runs the older deploy until it reloads; the new HTML's chunks are there.
    await answerChunk(page, ABOUT_CHUNK, () => (documents() === 1 ? 404 : null));
    await page.goto('/');
    const footer = await scrollToFooter(page);
    // The footer is live (its button answers), so its About link navigates in the app.
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await footer.getByRole('link', { name: 'About' }).click();
    // The heading comes after the chunk's tries and their waits, then a reload and its visit.
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible({
      timeout: ALL_RETRY_WAITS_MS + PAGE_VISIT_MS,
    });
    await expect.poll(() => isLive(page)).toBe(true);
    expect(documents()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
