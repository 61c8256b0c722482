import { test as base, expect, type Page } from '@playwright/test';
import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';

/** Name of the attribute the app sets on <html> 2 s after start (src/app/appActor.ts). */
export const READY_ATTRIBUTE = 'data-app-ready';

/** The site title of the default (mock) configuration. */
export const SITE_TITLE = 'Storyverse';

/**
 * Serves a small page titled `heading` at the external addresses `url` matches, for a test that
 * leaves the site (no other host resolves: playwright.config.ts).
 */
export async function stubExternalPage(page: Page, url: string, heading = 'External stub') {
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>${heading}</title><h1>${heading}</h1></html>`,
    }),
  );
}

/**
 * Resolves once the app has taken over the page `page` shows: the page is live (src/boot/appLive.ts:
 * its layout and page have hydrated, or rendered, for this visitor). A prerendered page reads
 * at once, but the app's code arrives after its first paint; a click before then is kept and
 * replayed (earlyInput.spec.ts tests that), and a test acts as a visitor does once the page works.
 * Pages without <main> (stubs of other sites) are taken as they are.
 */
export async function waitForLivePage(page: Page) {
  await page.waitForFunction(
    (attribute) => !document.querySelector('main') || document.documentElement.hasAttribute(attribute),
    APP_LIVE_ATTRIBUTE,
    // Polled, not per frame: a test's paused fake clock holds animation frames.
    { polling: 50, timeout: 15_000 },
  );
}

/**
 * `page` with two guards:
 * - `goto` and `reload` return once the app has taken the page over (`waitForLivePage`), so a
 *   test acts as a visitor does once the page works, not on the prerendered HTML before it
 *   (prerender.spec.ts and nojs.spec.ts test that HTML);
 * - an uncaught error in the page fails the test.
 * No request leaves the preview server: playwright.config.ts has other hosts fail to resolve. A
 * test that follows a link out serves that address with `stubExternalPage`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForLivePage(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForLivePage(page);
        return response;
      };
    }
    await provide(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** Path, query and hash of the page's address when it is on the preview server; else the whole address. */
export function addressOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The document title the app sets for a page: '{title} - {site title}'. */
export function pageTitle(title: string): string {
  return `${title} - ${SITE_TITLE}`;
}

/**
 * Scrolls to the bottom, where the footer is (in the page from the first paint, drawn as it nears
 * the viewport), and returns it. Its code comes with the start-up bundle and may still be on its
 * way: what it shows for the visitor (the Mock group, the Admin link, the query's sign-up box) comes
 * once it is live, so a check that something is absent there first waits for something shown then.
 */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 500 });
  }).toPass();
  return footer;
}
