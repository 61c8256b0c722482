// @vitest-environment node
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, type PartLoaders, RenderedPartsContext } from '../../../src/views/hydration/lazyPart';

const PARTS: PartLoaders = import.meta.glob<Record<string, unknown>>([
  '/src/views/pages/FoundersPage.tsx',
  '/src/views/layout/Footer.tsx',
]);

/** Loading the parts themselves is tested wherever the app opens a page (mountApp, the browser tests). */
describe('lazyPart', () => {
  it('records, where the prerender listens, each part a page renders', () => {
    const FoundersPage = lazyPart(PARTS, '/src/views/pages/FoundersPage.tsx', 'FoundersPage');
    const Footer = lazyPart(PARTS, '/src/views/layout/Footer.tsx', 'Footer');
    const parts = new Set<string>();
    // The parts suspend (their chunks load); rendering them is what records them.
    renderToString(
      <RenderedPartsContext.Provider value={parts}>
        <Suspense fallback={null}>
          <FoundersPage />
          <Footer />
        </Suspense>
      </RenderedPartsContext.Provider>,
    );
    expect(parts).toEqual(new Set(['/src/views/pages/FoundersPage.tsx', '/src/views/layout/Footer.tsx']));
  });

  it('refuses a path its table did not glob when the table is read, not when a visitor opens it', () => {
    expect(() => lazyPart(PARTS, '/src/views/pages/GonePage.tsx', 'GonePage')).toThrow(
      '/src/views/pages/GonePage.tsx is not one of the parts globbed beside it',
    );
  });
});
