import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../../scripts/hosting/hostingFiles';
import { APP_URL, BACKEND_URL, CHAIN_BUILD } from './harness/chainSetup';
import { securityHeaderProblems } from '../support/securityHeaders';

/**
 * `npm run serve` on a real production build (the suite's, dist-chain/, served by
 * scripts/serve.ts): over HTTP, the headers, statuses and caching a deployment sends, and in
 * Chromium, a page of another origin that tries to frame the mint page.
 */

const headerRules = parseHeadersFile(
  readFileSync(fileURLToPath(new URL(`../../${CHAIN_BUILD}/_headers`, import.meta.url)), 'utf8'),
);

test('every page path gets its status, the security headers and the caching of the build _headers', async ({
  request,
}) => {
  const landing = await (await request.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(landing)?.[1];
  expect(asset, 'the landing page loads a hashed script').toBeTruthy();
  const expected: [string, number, string | undefined][] = [
    ['/', 200, 'no-cache'],
    ['/bayc', 200, 'no-cache'],
    ['/about', 200, 'no-cache'],
    ['/create/0x00000000000000000000000000000000000c01d0/1', 200, 'no-cache'],
    [asset!, 200, 'public, max-age=31536000, immutable'],
    ['/no/such/page', 404, undefined],
  ];
  for (const [path, status, cacheControl] of expected) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    const headers = response.headers();
    expect(response.status(), path).toBe(status);
    expect(headers['cache-control'], path).toBe(cacheControl);
    // What the server sends is what a static host reading the build's _headers sends.
    for (const [name, value] of Object.entries(headersForPath(headerRules, path))) {
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    expect(securityHeaderProblems(headers), path).toEqual([]);
  }
});

test('the unknown path gets the 404 page, and pages and scripts come precompressed', async ({ request }) => {
  const missing = await request.get('/no/such/page', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  const landing = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(landing.headers()['content-encoding']).toBe('br');
  const gzipOnly = await request.get('/bayc', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  // Decoded, it is the sale's page.
  expect(await gzipOnly.text()).toContain('Bored Ape Character Pass');
});

/**
 * Opens a page of another origin (a server of the test's own on another loopback port, so that
 * Chromium's private-network rules play no part) that frames `src`; returns the frame's final
 * address.
 */
async function frameFromAnotherOrigin(page: Page, src: string): Promise<string> {
  const framing = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Framing</title><iframe src="${src}" title="framed"></iframe>`);
  });
  await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framing.address() as AddressInfo).port}/`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await frame!.waitForLoadState();
    return frame!.url();
  } finally {
    framing.close();
  }
}

test('the mint page refuses to be framed by another origin', async ({ page }) => {
  // Chromium replaces a refused frame's document with its error page.
  expect(await frameFromAnotherOrigin(page, `${APP_URL}/bayc`)).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'The Mint is now live!' })).toHaveCount(0);
});

test('the same page frames a server that allows it (the check above can tell the two apart)', async ({ page }) => {
  expect(await frameFromAnotherOrigin(page, `${BACKEND_URL}/__harness`)).toBe(`${BACKEND_URL}/__harness`);
});
