import { LEGAL_PAGES } from '../content/legalPages.ts';
import { SALE_ROUTE_IDS } from '../domain/saleRoutes.ts';
import { ROUTE_PATHS } from './routePaths.ts';

/**
 * Every path pattern of the route table (spec section 2): the hosting rules serve these as pages
 * and any other path as a 404. A module of its own, so that the app's start-up code, which reads
 * ROUTE_PATHS, does not carry the legal pages' list.
 */
export const KNOWN_ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(ROUTE_PATHS),
  ...SALE_ROUTE_IDS.map((saleId) => `/${saleId}`),
  ...LEGAL_PAGES.map((page) => page.path),
];
