import type { APIRequestContext } from '@playwright/test';
import { PAGE_ROUTES_TO_PRERENDER } from '../support/prerenderedPaths';
import { expect, pageTitle, READY_ATTRIBUTE, test } from './fixtures';

/**
 * Prerendered pages (issue 24): the HTML a server sends holds the page, React takes it over
 * without a mismatch, and its head carries the page's share card.
 */

/** Every route the build writes (src/prerender/prerenderRoutes.ts), with a sample of the data set's sale routes. */
const PRERENDERED = [...PAGE_ROUTES_TO_PRERENDER, '/mint/bayc', '/characterpass/mayc', '/collections/fezlove'];

/** What React says when the HTML and its first render differ (production builds print error codes). */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #(418|423|425)/i;

test.describe('prerendered routes', () => {
  for (const path of PRERENDERED) {
    test(`${path} is served as its page and hydrates without a mismatch`, async ({ page, request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      // The document itself carries the page: its landmarks, before any script has run.
      expect(html).toMatch(/<div id="root"><[^>]/);
      expect(html).toContain('<header');
      expect(html).toContain('<main');
      expect(html).toContain('<footer');
      expect(html).toContain('id="prerendered-page"');

      const problems: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
      });
      await page.goto(path);
      await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1, { timeout: 10_000 });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The page's code has arrived and hydrated: its own announcement set the document title.
      await expect(page).toHaveTitle(/ - Storyverse$/);
      expect(problems).toEqual([]);
    });
  }

  test('a route without a prerendered page is rendered in the browser from the shell', async ({ page, request }) => {
    const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  });
});

/** The head of the HTML a link preview reads. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    count: (pattern: RegExp) => (html.match(pattern) ?? []).length,
  };
}

test.describe('share cards', () => {
  test("/bayc's HTML names its sale, its description and its image for chats and social networks", async ({
    request,
  }) => {
    const head = await headOf(request, '/bayc');
    expect(head.title).toBe('Bored Ape Character Pass - Storyverse');
    expect(head.canonical).toBe('https://storyverse.example/bayc');
    expect(head.meta('og:title')).toBe('Bored Ape Character Pass');
    expect(head.meta('og:description')).toMatch(/^A free Character Pass for Bored Ape holders/);
    expect(head.meta('description')).toBe(head.meta('og:description'));
    expect(head.meta('og:url')).toBe('https://storyverse.example/bayc');
    expect(head.meta('og:type')).toBe('website');
    // The sale's poster is an SVG, which share cards do not show: the same picture as a JPEG.
    expect(head.meta('og:image')).toBe('https://storyverse.example/media/default-sale-card.jpg');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Bored Ape Character Pass');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.count(/<title>/g)).toBe(1);
    expect(head.count(/<meta name="description"/g)).toBe(1);
  });

  test('each page has a head of its own', async ({ request }) => {
    const home = await headOf(request, '/');
    expect(home.title).toBe(pageTitle('Home'));
    expect(home.meta('og:title')).toBe('Storyverse');
    expect(home.meta('og:image')).toBe('https://storyverse.example/media/share-card.jpg');
    const about = await headOf(request, '/about');
    expect(about.title).toBe(pageTitle('About'));
    expect(about.canonical).toBe('https://storyverse.example/about');
    expect(about.meta('og:description')).toMatch(/^Storyverse is where NFT holders/);
    const tos = await headOf(request, '/tos');
    expect(tos.title).toBe(pageTitle('Terms of Service'));
  });

  test('the share-card images are served', async ({ request }) => {
    for (const image of ['/media/share-card.jpg', '/media/default-sale-card.jpg']) {
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
    }
  });
});
