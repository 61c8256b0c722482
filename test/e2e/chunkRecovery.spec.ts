import type { Page, Route } from '@playwright/test';
import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';
import { CHUNK_RETRY_WAITS_MS } from '../../src/boot/importChunk';
import { CRASH_MESSAGE, TRY_AGAIN } from '../../src/views/components/FailureAlert';
import { expect, scrollToFooter, test } from './fixtures';
import { allowVisits, PAGE_VISIT_MS } from './timeLimits';

/**
 * A page stays readable and recovers when its code does not arrive (issue 50): a part whose chunk
 * fails keeps its prerendered HTML and says so in its own place, a chunk is tried again before its
 * part gives up, and a chunk gone after a deploy reloads the page once (src/boot/importChunk.ts,
 * src/views/hydration/partLoads.ts). Each test answers one chunk the way a flaky network or a
 * replaced deploy does; the browser retries on its own after a failed import (whatwg/html#10327).
 */

const FOOTER_CHUNK = /\/assets\/Footer-[\w-]+\.js$/;
const ABOUT_CHUNK = /\/assets\/AboutPage-[\w-]+\.js$/;
/** The framework's start-up chunk, which the boot preloads with the page's others (src/boot/pageChunks.ts). */
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;
/** The tries of one import: the first and one after each wait. */
const TRIES = CHUNK_RETRY_WAITS_MS.length + 1;
/** The waits between one import's tries, in all. */
const ALL_RETRY_WAITS_MS = CHUNK_RETRY_WAITS_MS.reduce((sum, wait) => sum + wait, 0);

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
    allowVisits(2);
    let failing = true;
    const footerChunk = await answerChunk(page, FOOTER_CHUNK, () => (failing ? 'reset' : null));
    await page.goto('/about');

    // The rest of the page is live; the footer is its prerendered HTML, its links working.
    expect(await isLive(page)).toBe(true);
    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    const failure = page.getByRole('alert').filter({ hasText: CRASH_MESSAGE });
    await expect(failure).toBeVisible();
    expect(footerChunk.requests()).toBeGreaterThanOrEqual(TRIES);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

    // A tap on the footer while it is not live is kept, not lost: it opens the dialog once the
    // footer comes back.
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();

    failing = false;
    await failure.getByRole('button', { name: TRY_AGAIN }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('a chunk that fails twice, then loads, brings its part to life with nothing to say', async ({ page }) => {
    allowVisits(1);
    const footerChunk = await answerChunk(page, FOOTER_CHUNK, (request) => (request <= 2 ? 'reset' : null));
    await page.goto('/about');
    const footer = await scrollToFooter(page);
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    expect(footerChunk.requests()).toBeGreaterThan(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a start-up chunk', () => {
  test('dropped as it is preloaded, the import fetches it again and the page comes alive', async ({ page }) => {
    allowVisits(1);
    const documents = countDocuments(page);
    const frameworkChunk = await answerChunk(page, FRAMEWORK_CHUNK, (request) => (request === 1 ? 'reset' : null));
    await page.goto('/about');
    expect(await isLive(page)).toBe(true);
    expect(frameworkChunk.requests()).toBe(2);
    const footer = await scrollToFooter(page);
    await footer.getByRole('button', { name: 'Sign up for updates' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(documents()).toBe(1);
  });
});

test.describe('a chunk gone after a deploy', () => {
  test('a page chunk answered 404 once: the page ends live and complete, without a reload', async ({ page }) => {
    allowVisits(1);
    const documents = countDocuments(page);
    await answerChunk(page, ABOUT_CHUNK, (request) => (request === 1 ? 404 : null));
    await page.goto('/about');
    expect(await isLive(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(documents()).toBe(1);
  });

  test('a page chunk answered 404 always: the page reloads once, then keeps its text and says so', async ({ page }) => {
    allowVisits(2);
    const documents = countDocuments(page);
    const aboutChunk = await answerChunk(page, ABOUT_CHUNK, () => 404);
    // The frame's own goto: the fixture's would wait for a live page, which this one never is.
    await page.mainFrame().goto('/about', { waitUntil: 'domcontentloaded' });

    // The message shows once the reloaded page's tries have failed too: no third load follows.
    await expect(page.getByRole('alert').filter({ hasText: CRASH_MESSAGE })).toBeVisible({ timeout: 30_000 });
    expect(documents()).toBe(2);
    expect(aboutChunk.requests()).toBeGreaterThanOrEqual(2 * TRIES);
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
