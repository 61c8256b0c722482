import { expect, test, type TestInfo } from '@playwright/test';
import { waitForLivePage } from '../e2e/fixtures';
import { finalAddressOf, LEAVES_THE_SITE, ROUTE_SAMPLE_PATHS, UNKNOWN_PATH } from '../support/routeSamples';
import { HOSTS, type Host } from './hosts';
import { securityHeaderProblems } from '../support/securityHeaders';

/**
 * Issue 40: the route table on each host's own runtime, from one production build and its
 * `_headers` and `_redirects` (test/hosts/playwright.config.ts): every route answers without a
 * redirect the spec does not ask for, with the security headers and its caching, and in
 * Chromium ends at its own address (or where the spec sends it) with its own page.
 */

const hostOf = (info: TestInfo): Host => {
  const host = HOSTS.find((candidate) => candidate.name === info.project.metadata.host);
  if (!host) throw new Error(`no host for the project ${info.project.name}`);
  return host;
};

/** Pages and the other unhashed files are checked with the server before each use. */
const REVALIDATED = /^(no-cache|(public, )?max-age=0(, must-revalidate)?)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('every route answers with its status, the security headers and its caching, with no redirect of its own', async ({
  request,
}, info) => {
  const host = hostOf(info);
  test.setTimeout(ROUTE_SAMPLE_PATHS.length * 1_000 + 10_000);
  for (const path of ROUTE_SAMPLE_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const own = host.ownRedirects[path];
    if (own !== undefined) {
      expect([response.status(), new URL(headers.location ?? '', host.url).pathname], path).toEqual([308, own]);
      continue;
    }
    expect(response.status(), path).toBe(path === UNKNOWN_PATH ? 404 : 200);
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    expect(securityHeaderProblems(headers), path).toEqual([]);
    if (path !== UNKNOWN_PATH) expect(headers['cache-control'], path).toMatch(REVALIDATED);
  }

  const landing = await (await request.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(landing)?.[1];
  expect(asset, 'the landing page loads a hashed script').toBeTruthy();
  const cacheControl = (await request.get(asset!)).headers()['cache-control'];
  if (host.appliesCacheControl) expect(cacheControl, asset).toBe(IMMUTABLE);
  else expect(cacheControl, `${asset} (${host.label} sets its own)`).toMatch(REVALIDATED);
});

test('in Chromium every route ends at its own address, or where the spec sends it, with its page', async ({
  page,
}, info) => {
  const host = hostOf(info);
  const paths = ROUTE_SAMPLE_PATHS.filter((path) => !LEAVES_THE_SITE.includes(path));
  test.setTimeout(paths.length * 4_000 + 10_000);
  for (const path of paths) {
    await test.step(path, async () => {
      const expected = host.ownRedirects[path] ?? finalAddressOf(path);
      await page.goto(path);
      await waitForLivePage(page);
      await expect(page, path).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === expected);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    });
  }
});
