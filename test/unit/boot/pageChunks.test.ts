// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID, preloadPageChunks, readPageChunks, serializePageChunks } from '../../../src/boot/pageChunks';
import { appendHtml, removeAddedNodesAfterEach } from '../../support/documentNodes';

removeAddedNodesAfterEach();

/** The element that holds the chunk list now (one at a time). */
let listHost: HTMLElement | undefined;

/** The document, with a chunk list whose text is `text`. */
function listing(text: string) {
  listHost?.remove();
  listHost = appendHtml(`<script type="application/json" id="${PAGE_CHUNKS_ID}">${text}</script>`);
  return document;
}

describe('the page chunk list', () => {
  it('reads back what the build wrote', () => {
    const chunks = ['/assets/react-abc.js', '/assets/LandingPage-x_y.js'];
    expect(readPageChunks(listing(serializePageChunks(chunks)))).toEqual(chunks);
  });

  it('trusts nothing else: another origin, a protocol-relative or non-script address, a malformed list', () => {
    const list = [
      'https://evil.example/a.js',
      '//evil.example/a.js',
      '/assets/a.css',
      '/assets/a.json',
      'javascript:alert(1)',
      7,
      // An array's text is its item's: only strings count.
      ['/assets/a.js'],
    ];
    expect(readPageChunks(listing(JSON.stringify(list)))).toEqual([]);
    expect(readPageChunks(listing('{"not":"a list"}'))).toEqual([]);
    expect(readPageChunks(listing('[unclosed'))).toEqual([]);
    listHost?.remove();
    expect(readPageChunks(document)).toEqual([]);
  });

  it('cannot close its element, whatever a name holds', () => {
    const names = ['/assets/</script>.js'];
    expect(serializePageChunks(names)).not.toContain('</script>');
    expect(JSON.parse(serializePageChunks(names))).toEqual(names);
  });

  it('preloads each chunk as a module, all at once', () => {
    const found = new Set(document.head.querySelectorAll('link'));
    preloadPageChunks(listing(serializePageChunks(['/assets/a.js', '/assets/b.js'])));
    const links = [...document.head.querySelectorAll('link')].filter((link) => !found.has(link));
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ]);
  });
});
