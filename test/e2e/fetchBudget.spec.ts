import { gzipSync } from 'node:zlib';
import { expect, READY_ATTRIBUTE, test } from './fixtures';

/**
 * Issue 8's second size check: everything `/` fetches without a user action (the start-up
 * bundle and the lazy chunks it loads by itself: the mint flow, its screens, the services),
 * gzip-compressed as a server would send it, stays within 165.2 kB. The first-load check
 * (scripts/check-size.ts, 110 kB) covers the start-up bundle alone; this one also catches a
 * heavy chunk that loads on its own. ethers, the identity-proof widget and the captcha must not
 * be among them: they load only on use.
 *
 * Issue 9 raised it from 160 kB: the mint flow's chart now carries its whole mint (login steps,
 * share, on-chain mint; about 9 kB), which a chart needs at hand when it invokes them; the mint
 * flow's screens load only on their pages (MintFlowScreen), which kept 5 kB off. Measured: 160.3 kB.
 *
 * Issue 10 kept it: the landing sections and the footer load as the visitor scrolls near them
 * (LoadWhenNear), the hero's video after its poster, the dialogs only when they open, and the
 * routes other than the landing and mint pages are a chunk of their own. Measured: 164.7 kB.
 *
 * Issue 13 raised it by 0.2 kB: the mint chart's Back after a failed mint signs anew (a user was
 * stuck with an expired signature, found on the real chain; about 0.1 kB) and the local chain in
 * the configuration. Measured: 165.09 kB.
 */
const BUDGET_BYTES = 165_200;

test('/ fetches at most 165.2 kB of gzip-compressed code before any user action', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !/\.(js|css|mjs)$/.test(url.pathname)) return;
    pending.push(
      response.body().then((body) => {
        sizes.set(url.pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto('/');
  await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1, { timeout: 10_000 });
  await expect(
    page.getByRole('region', { name: 'Mint' }).getByRole('heading', { name: 'Whitelist sign-up' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const files = [...sizes.keys()];
  expect(
    files.some((file) => /ethers/i.test(file)),
    `ethers loaded before use: ${files.join(', ')}`,
  ).toBe(false);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const listing = [...sizes].map(([file, size]) => `${file}: ${size}`).join('\n');
  expect(total, `gzip bytes fetched by / without a user action:\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
  console.info(`/ fetches ${total} bytes gzip in ${sizes.size} files (budget ${BUDGET_BYTES})`);
});
