import { expect, type Page, type Request } from '@playwright/test';

/** Hosts that can answer on this machine: the app's server and the services it runs beside it. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** How long no request of ours may have been open before the page counts as settled (as `networkidle`). */
const SETTLED_AFTER_MS = 500;

/**
 * Follows the requests `page` makes to this machine, for a wait like Playwright's `networkidle`
 * that only they decide. A frame of another site (the story viewer, a video) asks hosts that
 * cannot answer here (no internet), and its requests may stay open for as long as the browser
 * likes: under `networkidle` a test then waits on the machine's network stack, not on the app.
 */
export function loopbackRequests(page: Page): { settled(): Promise<void> } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const ours = (request: Request) => LOOPBACK.has(new URL(request.url()).hostname);
  page.on('request', (request) => {
    if (!ours(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const end = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves once none of the page's requests to this machine is open, and none has been for SETTLED_AFTER_MS. */
    async settled() {
      await expect
        .poll(() => open.size === 0 && Date.now() - lastChange >= SETTLED_AFTER_MS, {
          message: 'the requests to this machine settled',
          intervals: [100],
        })
        .toBe(true);
    },
  };
}
