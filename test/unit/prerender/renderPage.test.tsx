// @vitest-environment node
/**
 * The prerender as the build runs it: in Node, with no browser globals, the real app renders each
 * page's HTML (what a crawler, a link preview or a visitor without JavaScript reads).
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/readConfig';
import { salePreviewOf } from '../../../src/domain/sale/salePreview';
import { renderPage } from '../../../src/prerender/renderPage';
import { createMockSales } from '../../../src/services/mock/mockSales';

const config = readConfig({});
const bayc = createMockSales(new Date()).find((sale) => sale.saleId === 'bayc')!;

/** The text of `html` (tags dropped), to look for what a reader sees. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderPage', () => {
  it('names the lazily loaded parts each page rendered, whose chunks its HTML lists for the boot', async () => {
    const parts = async (path: string) =>
      (await renderPage(config, { path, salePreview: path === '/bayc' ? salePreviewOf(bayc) : null })).parts.sort();
    expect(await parts('/')).toEqual(['/src/views/layout/Footer.tsx', '/src/views/pages/LandingPage.tsx']);
    expect(await parts('/bayc')).toEqual(['/src/views/layout/Footer.tsx', '/src/views/pages/MintPage.tsx']);
    expect(await parts('/founders')).toEqual([
      '/src/routes/OtherRoutes.tsx',
      '/src/views/layout/Footer.tsx',
      '/src/views/pages/FoundersPage.tsx',
    ]);
  });

  it('writes the landing page whole: header, hero, every section with the FAQ, and the footer', async () => {
    const { html, styleTags } = await renderPage(config, { path: '/', salePreview: null });
    const text = textOf(html);
    expect(html).toMatch(/^<link|^<div/);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    for (const heading of ['Our Stories', 'Create. Animate. Share.', 'Roadmap', 'Team', 'FAQ']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('total supply is 10,000');
    expect(text).toContain('Terms of Service');
    // The mint panel depends on the clock: it is written as loading, and says what it needs.
    expect(text).toContain('Loading…');
    expect(html).toContain(
      '<noscript><p>Signing up and minting need JavaScript: turn it on to take part.</p></noscript>',
    );
    // The film's poster, and its controls only once the app is live (they cost the first layout);
    // without JavaScript, a link plays it.
    expect(html).toMatch(/<video[^>]*aria-label="Storyverse introduction video"/);
    expect(html).not.toMatch(/<video[^>]*controls/);
    expect(html).toContain('<noscript><p><a href="/media/intro.mp4">Watch the film</a></p></noscript>');
    expect(styleTags).toMatch(/^<style data-emotion="css-global [^"]+">/);
    expect(styleTags).toContain('<style data-emotion="css ');
  });

  it("writes a sale page with its sale's header, its video's poster and the terms, and no wallet yet", async () => {
    const { html } = await renderPage(config, { path: '/bayc', salePreview: salePreviewOf(bayc) });
    const text = textOf(html);
    expect(text).toContain(bayc.saleHeaderTitle);
    expect(text).toContain(bayc.saleHeaderSubTitle);
    expect(text).toContain(bayc.saleDescription);
    expect(html).toContain('poster="/media/default-sale.svg"');
    expect(html).not.toContain('autoplay');
    // Neither the player's controls nor its button: the button comes with the app.
    expect(html).not.toMatch(/<video[^>]*controls/);
    expect(textOf(html)).not.toMatch(/(Play|Pause) video/);
    expect(text).toContain('Character Pass Terms');
    // The wallet button's space, hidden: who is logged in is the visitor's.
    expect(html).toMatch(/<button[^>]*aria-hidden="true"[^>]*>Connect Wallet<\/button>/);
    expect(text).toContain('Questions? Join our Discord!');
  });

  it('writes an informational page that is a chunk of its own, awaited', async () => {
    const { html } = await renderPage(config, { path: '/founders', salePreview: null });
    expect(textOf(html)).toContain('Nadia Brooks');
    expect(html).toContain('href="https://social.storyverse.example/nadiabrooks"');
  });
});
