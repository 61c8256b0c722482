import { describe, expect, it } from 'vitest';
import { layoutOfPath, PAGE_LAYOUTS } from '../../../src/app/pageLayouts';
import { LEGAL_PAGES } from '../../../src/content/legalPages';
import { SALE_ROUTE_IDS } from '../../../src/domain/saleRoutes';

describe('layoutOfPath', () => {
  it.each([
    ['/', PAGE_LAYOUTS.landing],
    ['/index.html', PAGE_LAYOUTS.landing],
    ['/mint', PAGE_LAYOUTS.mint],
    ['/mint/bayc', PAGE_LAYOUTS.mint],
    ['/characterpass', PAGE_LAYOUTS.mint],
    ['/characterpass/mayc', PAGE_LAYOUTS.mint],
    ['/collections/fezlove', PAGE_LAYOUTS.mint],
    ['/BAYC', PAGE_LAYOUTS.mint],
    ['/maps', PAGE_LAYOUTS.maps],
    ['/view/0xabc/42', PAGE_LAYOUTS.viewer],
    ['/view/0xabc/42/ai', PAGE_LAYOUTS.viewer],
    ['/view/0xabc/42/n', PAGE_LAYOUTS.viewer],
    ['/view/0xabc/42/n/7', PAGE_LAYOUTS.viewer],
    ['/create', PAGE_LAYOUTS.creator],
    ['/create/bayc', PAGE_LAYOUTS.creator],
    ['/create/0xabc/42', PAGE_LAYOUTS.creator],
    ['/create/nft/0xabc/42', PAGE_LAYOUTS.creator],
  ])('%s opens a page of its own layout', (path, layout) => {
    expect(layoutOfPath(path)).toEqual(layout);
  });

  it.each([
    '/about',
    '/founders',
    '/login',
    '/admin',
    ...LEGAL_PAGES.map((page) => page.path),
    // Redirects, and paths no route matches.
    '/create/ai',
    '/create/bayc/ai',
    '/view/0xabc/42/x',
    '/view/0xabc',
    '/mint/bayc/more',
    '/no/such/page',
  ])('%s takes the default layout', (path) => {
    expect(layoutOfPath(path)).toEqual({});
  });

  it('knows every sale-id route as the mint page', () => {
    for (const saleId of SALE_ROUTE_IDS) expect(layoutOfPath(`/${saleId}`)).toBe(PAGE_LAYOUTS.mint);
  });
});
