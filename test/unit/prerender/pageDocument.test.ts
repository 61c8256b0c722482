// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGE_ID, readPrerenderedPage } from '../../../src/app/prerenderedPage';
import { readPageChunks } from '../../../src/boot/pageChunks';
import { pageDocument, type PageDocumentParts } from '../../../src/prerender/pageDocument';

/** The shape of the built index.html (Vite puts the scripts in the head). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Create, animate, and share stories with your NFTs." />
    <title>Storyverse</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PARTS: PageDocumentParts = {
  head: {
    title: 'About - Storyverse',
    cardTitle: 'About',
    description: 'Who we are',
    canonicalUrl: 'https://storyverse.example/about',
    image: { url: 'https://storyverse.example/media/share-card.png', alt: 'Storyverse' },
    siteName: 'Storyverse',
  },
  preloadImage: '/media/hero-poster.webp',
  chunks: ['/assets/framework-abc.js', '/assets/AboutPage-abc.js'],
  styleTags: '<style data-emotion="css abc">.css-abc{color:red;}</style>',
  html: '<main><h1>About</h1></main>',
  page: { path: '/about', salePreview: null },
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('pageDocument', () => {
  it("puts the page's markup in the root, its head in place of the site's, and keeps the scripts", () => {
    const document = parse(pageDocument(TEMPLATE, PARTS));
    expect(document.getElementById('root')?.innerHTML).toBe(PARTS.html);
    expect(document.title).toBe('About - Storyverse');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(
      [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
    ).toEqual(['Who we are']);
    expect(document.head.querySelector('style[data-emotion="css abc"]')?.textContent).toBe('.css-abc{color:red;}');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/media/hero-poster.webp');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('lists the chunks the page needs for the boot, and preloads none itself, so none delays its image', () => {
    const document = parse(pageDocument(TEMPLATE, PARTS));
    expect(readPageChunks(document)).toEqual(PARTS.chunks);
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('writes no preload for a page whose largest paint is text', () => {
    const document = parse(pageDocument(TEMPLATE, { ...PARTS, preloadImage: null }));
    expect(document.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('carries the data its hydration reads back, even text that looks like a closing script tag', () => {
    const salePreview = {
      saleId: 'bayc',
      saleName: 'Apes </script><script>alert(1)</script>',
      saleDescription: 'd',
      saleHeaderTitle: 't',
      saleHeaderSubTitle: 's',
      saleMedia: { aspectRatio: 1.5 },
    };
    const document = parse(pageDocument(TEMPLATE, { ...PARTS, page: { path: '/bayc', salePreview } }));
    expect(document.querySelectorAll('script:not([type="module"])')).toHaveLength(2);
    expect(document.getElementById(PRERENDERED_PAGE_ID)?.getAttribute('type')).toBe('application/json');
    expect(readPrerenderedPage(document, '/bayc')).toEqual({ path: '/bayc', salePreview });
  });

  it('fails the build when the template has changed shape', () => {
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), PARTS)).toThrow(
      /root/,
    );
    expect(() => pageDocument(TEMPLATE.replace('<title>Storyverse</title>', ''), PARTS)).toThrow(/title/);
  });
});
