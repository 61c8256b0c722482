// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { preloadChunks } from '../../../src/boot/preloadChunks';
import { removeAddedNodesAfterEach } from '../../support/documentNodes';

/** The module preloads in the page's head, as addresses. */
const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) => link.href);
const origin = location.origin;

removeAddedNodesAfterEach();

describe('preloadChunks', () => {
  it("preloads a lazy chunk's dependencies before it imports the chunk, and gives its module", async () => {
    const load = vi.fn(() => {
      // The preloads are in the page when the import starts, so they are fetched beside it.
      expect(preloads()).toEqual([`${origin}/assets/About-1.js`, `${origin}/assets/shared-1.js`]);
      return Promise.resolve({ page: 'about' });
    });
    await expect(preloadChunks(load, ['assets/About-1.js', 'assets/shared-1.js'])).resolves.toEqual({ page: 'about' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('preloads each address once, and none that the page preloads already', async () => {
    const listed = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/Footer-2.js' });
    document.head.append(listed);
    await preloadChunks(() => Promise.resolve({}), ['assets/Faq-2.js', 'assets/Footer-2.js']);
    await preloadChunks(() => Promise.resolve({}), ['assets/Faq-2.js']);
    expect(preloads()).toEqual([`${origin}/assets/Footer-2.js`, `${origin}/assets/Faq-2.js`]);
  });

  it('imports at once a chunk that has no dependencies to preload', async () => {
    await expect(preloadChunks(() => Promise.resolve('module'))).resolves.toBe('module');
    expect(preloads()).toEqual([]);
  });

  it("passes the import's failure on: importChunk decides what follows", async () => {
    const failure = new TypeError('Importing a module script failed.');
    await expect(preloadChunks(() => Promise.reject(failure), ['assets/Gone-3.js'])).rejects.toBe(failure);
  });
});
