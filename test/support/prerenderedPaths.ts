import { LEGAL_PAGES } from '../../src/content/legalPages';
import { SALE_ROUTE_IDS } from '../../src/domain/saleRoutes';

/**
 * The routes of the route table with content of their own (spec section 2), which the build must
 * write as HTML whatever the sale data set holds: written out here, apart from the code that lists
 * them (src/prerender/prerenderRoutes.ts), so that a route it drops fails a test.
 */
export const PAGE_ROUTES_TO_PRERENDER: readonly string[] = [
  '/',
  '/about',
  '/founders',
  '/community',
  '/contact',
  ...LEGAL_PAGES.map((page) => page.path),
  '/mint',
  '/characterpass',
  '/collections',
  ...SALE_ROUTE_IDS.map((saleId) => `/${saleId}`),
];
