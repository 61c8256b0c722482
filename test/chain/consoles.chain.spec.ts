import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../e2e/fixtures';
import { loopbackRequests } from '../support/loopbackRequests';
import { LEAVES_THE_SITE, ROUTE_SAMPLE_PATHS, UNKNOWN_PATH } from '../support/routeSamples';

/**
 * Issue 42: every route of the route table, from the production build that `npm run serve`
 * serves (dist-chain/), says nothing in the browser's console: no warning, no error, no page
 * error and no Content-Security-Policy violation, from the first byte until the app is live.
 */

const PATHS = ROUTE_SAMPLE_PATHS.filter((path) => !LEAVES_THE_SITE.includes(path));

test(`${PATHS.length} routes of the production build say nothing in the console`, async ({ page }) => {
  test.setTimeout(PATHS.length * 5_000);
  const said: string[] = [];
  let path = '';
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // Chromium reports the 404 page's own status as a failed load: that answer is the point.
    const ownStatus =
      path === UNKNOWN_PATH && message.location().url.endsWith(UNKNOWN_PATH) && /\b404\b/.test(message.text());
    if (!ownStatus) said.push(`${path}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`${path}: page error: ${error.message}`));
  const requests = loopbackRequests(page);
  await page.exposeFunction('reportViolation', (text: string) => said.push(`${path}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (path of PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      // The app has taken the page over, and its first requests have been answered (the ones to
      // this machine: a framed site's cannot be, with no internet).
      await waitForLivePage(page);
      await requests.settled();
    });
  }
  expect(said).toEqual([]);
});
