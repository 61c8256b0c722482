// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, type PageHead } from '../../../src/prerender/pageHead';

const HEAD: PageHead = {
  title: 'Bored "Apes" & <Friends> - Storyverse',
  cardTitle: "Bored 'Apes'",
  description: 'Mint <now> & share',
  canonicalUrl: 'https://storyverse.example/bayc',
  image: { url: 'https://storyverse.example/media/card.png', alt: 'The card' },
  siteName: 'Storyverse',
};

/** The document a browser would parse from the tags. */
const parse = (tags: string) => new DOMParser().parseFromString(`<head>${tags}</head>`, 'text/html');
const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');

describe('headTags', () => {
  it('names the page, its canonical address and its share card, as a browser reads them back', () => {
    const document = parse(headTags(HEAD));
    expect(document.title).toBe(HEAD.title);
    expect(content(document, 'meta[name="description"]')).toBe(HEAD.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(HEAD.canonicalUrl);
    expect(content(document, 'meta[property="og:title"]')).toBe(HEAD.cardTitle);
    expect(content(document, 'meta[property="og:description"]')).toBe(HEAD.description);
    expect(content(document, 'meta[property="og:url"]')).toBe(HEAD.canonicalUrl);
    expect(content(document, 'meta[property="og:image"]')).toBe(HEAD.image.url);
    expect(content(document, 'meta[property="og:image:alt"]')).toBe(HEAD.image.alt);
    expect(content(document, 'meta[property="og:site_name"]')).toBe('Storyverse');
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(document, 'meta[name="twitter:title"]')).toBe(HEAD.cardTitle);
    expect(content(document, 'meta[name="twitter:image"]')).toBe(HEAD.image.url);
  });

  it('keeps markup in the texts as text', () => {
    const tags = headTags({ ...HEAD, description: '"><script>alert(1)</script>' });
    expect(tags).not.toContain('<script');
    expect(content(parse(tags), 'meta[name="description"]')).toBe('"><script>alert(1)</script>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters with a meaning in HTML and nothing else', () => {
    expect(escapeHtml(`a&b<c>d"e'f é`)).toBe('a&#38;b&#60;c&#62;d&#34;e&#39;f é');
  });
});
