import type { APIRequestContext } from '@playwright/test';
import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';
import { PAGE_CHUNKS_ID } from '../../src/boot/pageChunks';
import { expect, pageTitle, test } from './fixtures';
import { htmlOf } from './prerendered';

/**
 * The prerendered pages' heads (issue 24): each carries its page's share card, and preloads the
 * code the page needs to come alive (issue 36). That every
 * prerendered route is served as its page and hydrates without a mismatch is checked on each
 * route's visit in routes.spec.ts.
 */

/** The head of the HTML a link preview reads. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await htmlOf(request, path);
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

test.describe('the code a page needs', () => {
  for (const path of ['/', '/bayc', '/about']) {
    test(`${path} comes alive on its boot and the chunks its HTML lists`, async ({ page }) => {
      const html = await htmlOf(page.request, path);
      const boot = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
      const listed = JSON.parse(
        new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ID}">([^<]*)<`).exec(html)![1]!,
      ) as string[];
      expect(listed).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/),
          expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/),
        ]),
      );
      // No script but the boot competes with the first viewport: the boot preloads the list after it.
      expect(html).not.toContain('rel="modulepreload"');
      // Any other script waits: a page that needed one before it is live would never be.
      const named = new Set([boot, ...listed]);
      const late: string[] = [];
      await page.route('**/*.js', (route) => {
        const { pathname } = new URL(route.request().url());
        if (named.has(pathname)) return route.continue();
        late.push(pathname);
      });
      // The frame's own goto: the fixture's waits for the live app, which is what this test checks.
      await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
      await page
        .waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE)
        .catch((error: unknown) => {
          throw new Error(`${path} did not come alive while these waited: ${late.join(', ')}`, { cause: error });
        });
    });
  }
});
