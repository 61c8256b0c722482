import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_ROUTES_TO_PRERENDER } from '../support/prerenderedPaths';
import { expect } from './fixtures';

/** Every route the build writes as HTML (src/prerender/prerenderRoutes.ts), with a sample of the data set's sale routes. */
export const PRERENDERED: ReadonlySet<string> = new Set([
  ...PAGE_ROUTES_TO_PRERENDER,
  '/mint/bayc',
  '/characterpass/mayc',
  '/collections/fezlove',
]);

/** The HTML the preview server sends for `path`, as a browser (or a crawler) asks for it. */
export async function htmlOf(request: APIRequestContext, path: string) {
  return (await request.get(path, { headers: { accept: 'text/html' } })).text();
}

/** The document itself carries the page (issue 24): its landmarks, before any script has run. */
export function expectPrerenderedPage(html: string) {
  expect(html).toMatch(/<div id="root"><[^>]/);
  expect(html).toContain('<header');
  expect(html).toContain('<main');
  expect(html).toContain('<footer');
  expect(html).toContain('id="prerendered-page"');
}

/** What React says when the HTML and its first render differ (production builds print error codes). */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #(418|423|425)/i;

export interface HydrationWatch {
  /** The hydration problems the page reported since the last call. */
  problems(): string[];
}

/** Collects the hydration problems `page` reports, on every page it loads from now on. */
export function watchHydration(page: Page): HydrationWatch {
  let problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return {
    problems() {
      const reported = problems;
      problems = [];
      return reported;
    },
  };
}
