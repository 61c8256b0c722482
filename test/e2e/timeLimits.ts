import { test } from '@playwright/test';

/**
 * Time limits sized by the work a browser test does (issue 38), not by how fast one machine is.
 *
 * A page visit with its checks (the load, the app taking the page over, the assertions, an axe
 * scan) takes 2-5 s on the two-core machine with nothing else running, and up to three times
 * that in `npm test`'s second stage, where three browser workers share the cores with the chain
 * suite. A visit gets 20 s: four times the slowest measured alone, and still 1.5 times with one
 * core taken away as well (`npm run test:under-load`). A test with several visits (a tour) gets
 * the sum, plus the browser context's start.
 */
export const PAGE_VISIT_MS = 20_000;
const START_MS = 10_000;

/** Sets the running test's limit for `visits` page visits. */
export function allowVisits(visits: number): void {
  test.info().setTimeout(START_MS + visits * PAGE_VISIT_MS);
}
