import { LEGAL_PAGES } from '../../src/content/legalPages';
import { SALE_ROUTE_IDS } from '../../src/domain/saleRoutes';
import { ROUTE_PATHS } from '../../src/routes/routePaths';

/**
 * One concrete path for every row of the route table (spec section 2), for the tests that walk
 * the whole table on a server: each pattern with sample values (both forms of an optional last
 * parameter), every sale and legal page, and an unknown path; with where a browser ends once the
 * app has started (the spec's own redirects).
 */

const SAMPLES: Readonly<Record<string, string>> = {
  saleId: 'bayc',
  walletAddress: '0x00000000000000000000000000000000000c01d0',
  storyId: '7',
  tokenId: '3',
  template: 'bayc',
  communityShortcut: 'bayc',
};

const concrete = (pattern: string) =>
  pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => (optional ? '' : `/${SAMPLES[name]}`));

/** An unknown path: the 404 page, from which the app goes on to / (spec section 2). */
export const UNKNOWN_PATH = '/no/such/page';

/** The caption contest sends the visitor to another site (spec section 2). */
export const LEAVES_THE_SITE: readonly string[] = [ROUTE_PATHS.captionContest];

export const ROUTE_SAMPLE_PATHS: readonly string[] = [
  ...Object.values(ROUTE_PATHS).flatMap((pattern) =>
    pattern.endsWith('?') ? [concrete(pattern), concrete(pattern.slice(0, -1))] : [concrete(pattern)],
  ),
  ...SALE_ROUTE_IDS.map((saleId) => `/${saleId}`),
  ...LEGAL_PAGES.map((page) => page.path),
  UNKNOWN_PATH,
];

/** Where the app takes a visitor of a route that redirects (spec section 2; the default AI view links). */
const REDIRECTS: Readonly<Record<string, string>> = {
  [ROUTE_PATHS.formerCharacterPass]: '/',
  [ROUTE_PATHS.faq]: '/about#faq',
  [ROUTE_PATHS.map]: '/maps',
  [ROUTE_PATHS.logout]: '/',
  [ROUTE_PATHS.createAi]: '/view/0x0/1/ai',
  [concrete(ROUTE_PATHS.createCommunityAi)]: '/view/0x0/5/ai',
  [ROUTE_PATHS.admin]: '/login?r=%2Fadmin',
  [UNKNOWN_PATH]: '/',
};

/** The address (path, query and hash) a browser shows once the app has started on `path`. */
export const finalAddressOf = (path: string): string => REDIRECTS[path] ?? path;
