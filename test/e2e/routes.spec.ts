import type { APIRequestContext, Page } from '@playwright/test';
import { LEGAL_PAGES } from '../../src/content/legalPages';
import { addressOf, expect, pageTitle, SITE_TITLE, stubExternalPage, test, scrollToFooter } from './fixtures';
import { SPEC_SALE_IDS } from '../fixtures/specSaleIds';
import { createMockSales } from '../../src/services/mock/mockSales';
import { expectPrerenderedPage, htmlOf, type HydrationWatch, PRERENDERED, watchHydration } from './prerendered';
import { allowVisits } from './timeLimits';

/**
 * The route table of spec section 2, one step per row (and per variant of a row), run
 * against the production build in mock mode (the default configuration).
 *
 * Every step checks the final address (the path itself, or where a redirect lands), the
 * level-1 heading, the document title '{title} - Storyverse' and the navbar (banner) and
 * footer (contentinfo) landmarks. Rows with `text` also check what the page was given
 * (sale id, template, story, mode): the placeholder wording of the mint, creator and viewer
 * pages; update it here when those flows replace it.
 */
interface RouteRow {
  path: string;
  /** Final address (path, query and hash) when the route redirects; defaults to `path`. */
  at?: string;
  heading: string;
  title: string;
  text?: string;
  navbar?: boolean;
  footer?: boolean;
}

type PageKind = Pick<RouteRow, 'heading' | 'title' | 'navbar' | 'footer'>;

const HOME: PageKind = { heading: SITE_TITLE, title: 'Home' };
const MINT: PageKind = { heading: 'Mint', title: 'Mint' };
/** A mint page titles itself with its sale's name once it knows the sale (the mock data set's names). */
const SALE_NAMES = new Map(createMockSales(new Date()).map((sale) => [sale.saleId, sale.saleName]));
const mintOf = (saleId: string): PageKind => ({ ...MINT, title: SALE_NAMES.get(saleId) ?? `(no mock sale ${saleId})` });
const ABOUT: PageKind = { heading: 'About', title: 'About' };
const MAPS: PageKind = { heading: 'Plot Map', title: 'Plot Map', footer: false };
/** Creator: hides the footer. */
const CREATE: PageKind = { heading: 'Story editor', title: 'Create', footer: false };
/** Viewer: hidden navbar, no footer. */
const VIEW: PageKind = { heading: 'Story viewer', title: 'View', navbar: false, footer: false };

/** Spec section 2: each opens the mint page with that sale id. */
const SALE_ROUTES = SPEC_SALE_IDS;

/** Spec section 2's screen texts of the mint page states the mock sales are in. */
const LIVE = 'The Mint is now live!';
const SIGN_UP = 'Whitelist sign-up';
/** A collection sale's sign-up is its giveaway. */
const GIVEAWAY = 'Register for the giveaway';
const POST_MINT = 'Mint period ended. Sign up for future mints!';
const WAITLIST = 'Waitlist Signup';
const SALE_SCREENS: Readonly<Record<string, string>> = {
  bayc: SIGN_UP, // sign-up running
  mayc: LIVE, // whitelist mint running
  fezlove: GIVEAWAY, // sign-up running
  chasingshadows: LIVE, // public mint running
  foreplay: 'Pre whitelist', // sign-up in 2 days
  raymondlightyear: POST_MINT,
  emptyhorizon: WAITLIST, // public mint in 30 days
  soundclash: WAITLIST, // between its sign-up and its mint
  prisonrush: POST_MINT,
};

/** Spec section 2: the static legal pages. Their titles come from the app's content table. */
const LEGAL_ROUTES = [
  '/cookies',
  '/cookies-2022-04-20',
  '/founderspassterms',
  '/characterpassterms',
  '/collectiblegiveaways',
  '/privacy',
  '/privacy-2022-04-20',
  '/privacy-ca',
  '/copyright',
  '/copyright-2022-04-20',
  '/tos',
  '/tos-2022-04-20',
  '/plots-2022-04-20',
];

function legalTitle(path: string): string {
  return LEGAL_PAGES.find((page) => page.path === path)?.title ?? `(no entry for ${path} in src/content/legalPages.ts)`;
}

/** Mock-mode defaults (src/config/readConfig.ts): master AI link and the community links /view/0x0/{templateIndex}/ai. */
const MASTER_AI_LINK = '/view/0x0/1/ai';
const BAYC_AI_LINK = '/view/0x0/5/ai';

/**
 * The route table in tours: one page visits a tour's rows one after another, as a visitor moving
 * through the site does, each row its own step with all of its checks. A tour's page keeps its
 * cache, so only its first visit loads the app's code cold. Every row is anonymous (nothing a row
 * does changes what the next one shows), and the tours run side by side.
 */
const TOURS: Record<string, RouteRow[]> = {
  // Landing (mint page with the landing content), the mint page and its sale-type variants: the
  // screen of the sale's phase now (the mock sales' dates are relative to now, src/services/mock/mockSales.ts).
  'the landing page and the mint page': [
    { path: '/', ...HOME },
    { path: '/index.html', ...HOME },
    { path: '/mint', ...mintOf('bayc'), text: SIGN_UP }, // the current sale: bayc, featured, in its sign-up
    { path: '/mint/bayc', ...mintOf('bayc'), text: SIGN_UP },
    { path: '/mint/BAYC', ...mintOf('bayc'), text: SIGN_UP },
    { path: '/mint/nope', ...MINT, text: 'Invalid sale ID "nope"' },
    { path: '/characterpass', ...mintOf('bayc'), text: SIGN_UP },
    { path: '/characterpass/mayc', ...mintOf('mayc'), text: LIVE },
    { path: '/collections', ...mintOf('fezlove'), text: GIVEAWAY }, // fezlove, the heaviest collection sale running
    { path: '/collections/fezlove', ...mintOf('fezlove'), text: GIVEAWAY },
    { path: '/cp/bayc', at: '/', ...HOME },
  ],
  'the sale routes': SALE_ROUTES.map((saleId) => ({
    path: `/${saleId}`,
    ...mintOf(saleId),
    text: SALE_SCREENS[saleId],
  })),
  'the informational pages and their redirects': [
    { path: '/about', ...ABOUT },
    { path: '/community', heading: 'Community Guidelines', title: 'Community Guidelines' },
    { path: '/contact', heading: 'Contact', title: 'Contact' },
    { path: '/founders', heading: 'Founders', title: 'Founders' },
    { path: '/whitepaper', heading: 'Whitepaper', title: 'Whitepaper' },
    { path: '/maps', ...MAPS },
    { path: '/faq', at: '/about#faq', ...ABOUT },
    { path: '/map', at: '/maps', ...MAPS },
  ],
  'login and logout': [
    { path: '/login', heading: 'Login', title: 'Login', text: 'This page requires you to be logged in...' },
    { path: '/logout', at: '/', ...HOME },
    { path: '/logout?r=/about', at: '/about', ...ABOUT },
    { path: '/logout?r=//evil.example', at: '/', ...HOME },
    { path: '/logout?r=https://evil.example', at: '/', ...HOME },
    { path: '/logout?r=/..//evil.example', at: '/', ...HOME },
    { path: '/logout?r=/./%5Cevil.example', at: '/', ...HOME },
  ],
  'the legal pages': LEGAL_ROUTES.map((path) => ({ path, heading: legalTitle(path), title: legalTitle(path) })),
  // The frame addresses are checked in test/e2e/pages.spec.ts.
  'the creator': [
    { path: '/create', ...CREATE },
    { path: '/create/ai', at: MASTER_AI_LINK, ...VIEW },
    { path: '/create/bayc/ai', at: BAYC_AI_LINK, ...VIEW },
    { path: '/create/mayc/ai', at: MASTER_AI_LINK, ...VIEW }, // mayc has no AI link of its own
    { path: '/create/unknowncommunity/ai', at: MASTER_AI_LINK, ...VIEW },
    { path: '/create/constructor/ai', at: MASTER_AI_LINK, ...VIEW }, // not an object property
    { path: '/create/bayc', ...CREATE },
    { path: '/create/0xabc/42', ...CREATE },
    { path: '/create/nft/0xabc/42', ...CREATE },
  ],
  'the viewer, admin and the fallback': [
    { path: '/view/0xabc/42', ...VIEW },
    { path: '/view/0xabc/42/ai', ...VIEW },
    { path: '/view/0xabc/42/n', ...VIEW },
    { path: '/view/0xabc/42/n/7', ...VIEW },
    // Restricted: anonymous visitors are sent to log in first (test/e2e/wallet.spec.ts logs in).
    { path: '/admin', at: '/login?r=%2Fadmin', heading: 'Login', title: 'Login' },
    { path: '/no/such/page', at: '/', ...HOME },
  ],
};

const ROUTES = Object.values(TOURS).flat();

/**
 * What a route's visit checks: the final address, the level-1 heading, the title, the text it was
 * given, the navbar and footer landmarks, no late redirect; for a prerendered route also the HTML
 * the server sends (issue 24), and for every route that React took the page over without a
 * hydration mismatch (`hydration` holds what the page reported so far).
 */
async function visit(page: Page, request: APIRequestContext, row: RouteRow, hydration: HydrationWatch) {
  const at = row.at ?? row.path;
  if (PRERENDERED.has(row.path)) expectPrerenderedPage(await htmlOf(request, row.path));

  await page.goto(row.path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === at);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.heading);
  await expect(page).toHaveTitle(pageTitle(row.title));
  if (row.text !== undefined) await expect(page.getByText(row.text, { exact: true })).toBeVisible();

  await expect(page.getByRole('banner'), 'navbar').toHaveCount(row.navbar === false ? 0 : 1);
  // The footer hydrates when its code arrives, which nothing here waits for: a mismatch there may
  // be reported at the next row instead.
  if (row.footer === false) await expect(page.getByRole('contentinfo'), 'footer').toHaveCount(0);
  else await expect(await scrollToFooter(page), 'footer').toBeVisible();
  // Still where it should be once the page has settled (no late redirect).
  expect(addressOf(page)).toBe(at);
  expect(hydration.problems(), 'hydration problems').toEqual([]);
}

test.describe('route table (spec section 2)', () => {
  for (const [tour, rows] of Object.entries(TOURS)) {
    test(`${tour}: every route shows its page`, async ({ page, request }) => {
      allowVisits(rows.length);
      const hydration = watchHydration(page);
      for (const row of rows) {
        const at = row.at ?? row.path;
        const name = at === row.path ? `${row.path} shows ${row.title}` : `${row.path} -> ${at} (${row.title})`;
        await test.step(name, () => visit(page, request, row, hydration));
      }
    });
  }

  test('every prerendered route is a row of the table, so its HTML and hydration are checked', () => {
    const paths = new Set(ROUTES.map((row) => row.path));
    expect([...PRERENDERED].filter((path) => !paths.has(path))).toEqual([]);
  });

  test('a route without a prerendered page is sent the shell and rendered in the browser', async ({
    page,
    request,
  }) => {
    expect(await htmlOf(request, '/login')).toContain('<div id="root"></div>');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  });

  test('/faq lands on the FAQ of the about page', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveURL((url) => url.pathname === '/about' && url.hash === '#faq');
    const faq = page.getByRole('heading', { level: 2, name: 'FAQ' });
    await expect(faq).toBeVisible();
    await expect(faq).toBeInViewport();
  });

  test('/caption-contest/alpha leaves for the configured caption-contest address', async ({ page }) => {
    const contest = 'https://contest.storyverse.example/alpha';
    await stubExternalPage(page, 'https://contest.storyverse.example/**', 'Caption contest');
    await page.goto('/caption-contest/alpha');
    await expect(page).toHaveURL(contest);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caption contest');
    expect(page.url()).toBe(contest);
  });

  test('the legal route list matches the app content table', () => {
    expect(LEGAL_PAGES.map((page) => page.path).sort()).toEqual([...LEGAL_ROUTES].sort());
  });
});
