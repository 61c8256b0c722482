import { test as base, expect, type Page } from '@playwright/test';

/** Name of the attribute the app sets on <html> 2 s after start (src/app/appActor.ts). */
export const READY_ATTRIBUTE = 'data-app-ready';

/** The site title of the default (mock) configuration. */
export const SITE_TITLE = 'Storyverse';

export const STUB_PAGE = '<!doctype html><html lang="en"><title>Stub</title><h1>External stub</h1></html>';

/**
 * `page` with two guards:
 * - every request that leaves the preview server (embedded frames of the maps, whitepaper,
 *   creator and viewer apps, external redirects) gets a small stub page, so that no test
 *   depends on the network or waits for a DNS failure;
 * - an uncaught error in the page fails the test.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, provide) => {
    const pageErrors: Error[] = [];
    const origin = new URL(baseURL!).origin;
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STUB_PAGE }),
    );
    page.on('pageerror', (error) => pageErrors.push(error));
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
 * The footer is in the page from the first paint; its code arrives as the visitor nears it
 * (src/views/hydration/lazyWhenNear.ts): scrolls to the bottom, so that it is live, and returns it.
 */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 500 });
  }).toPass();
  return footer;
}
