import type { AppConfig } from '../config';
import { COMMUNITY_GUIDELINES } from '../content/communityGuidelines';
import { FOUNDERS } from '../content/founders';
import { HERO_VIDEO, TAGLINE } from '../content/landing/hero';
import { ABOUT_TEXT } from '../content/landing/sections';
import { LEGAL_PAGES } from '../content/legalPages';
import { documentTitle } from '../domain/documentTitle';
import { saleMediaWithFallback } from '../domain/sale/saleMedia';
import { salePreviewOf, type SalePreview } from '../domain/sale/salePreview';
import type { Sale } from '../domain/sale/sale.types';
import { SALE_ROUTE_IDS } from '../domain/saleRoutes';
import type { PageHead } from './pageHead';

/** A route the build writes as HTML: its path, its head, the sale its header shows and its largest image. */
export interface PrerenderRoute {
  path: string;
  head: PageHead;
  salePreview: SalePreview | null;
  /** The image of the page's largest paint, preloaded with the document; none where text is the largest. */
  preloadImage: string | null;
}

/** The share card's image when a page has none of its own: the landing hero's poster, at 1200 × 630. */
export const SITE_CARD_IMAGE = { path: '/media/share-card.jpg', alt: 'Storyverse: stories starring your NFTs' };
/**
 * A sale's card image when it has none that share cards can show (the default sale poster is an
 * SVG, which chats and social networks do not show): the same picture as a JPEG, at 1200 × 630.
 */
export const SALE_CARD_IMAGE = '/media/default-sale-card.jpg';

/** Pictures chats and social networks show in a share card. */
const SHAREABLE_IMAGE = /\.(png|jpe?g|gif|webp)(\?.*)?$/i;

/** Sale ids that make a file name of their own (the data set may hold anything). */
const PATH_SEGMENT = /^[a-z0-9-]+$/;

const MINT_DESCRIPTION =
  'Sign up for whitelists, register for giveaways and mint Character Passes and Collectible Stories.';

/**
 * Every route of the route table with content of its own (spec section 2): the landing page, the
 * informational and legal pages, the mint routes and a page for each sale of the data set (its
 * sale-id route, /mint/{saleId} and the route of its sale type). Redirects, the frames (creator,
 * viewer, maps, whitepaper) and the pages that depend on who is logged in are left to the browser.
 */
export function prerenderRoutes(config: AppConfig, sales: readonly Sale[]): PrerenderRoute[] {
  const site = config.siteTitle;
  const absolute = (path: string) => new URL(path, `${config.siteUrl}/`).href;
  const page = (
    path: string,
    title: string,
    description: string,
    salePreview: SalePreview | null = null,
  ): PrerenderRoute => ({
    path,
    head: {
      title: documentTitle(title, site),
      cardTitle: title === 'Home' ? site : title,
      description,
      canonicalUrl: absolute(path),
      image: { url: absolute(SITE_CARD_IMAGE.path), alt: SITE_CARD_IMAGE.alt },
      siteName: site,
    },
    salePreview,
    preloadImage: null,
  });
  const salePage = (path: string, sale: Sale): PrerenderRoute => {
    const base = page(path, sale.saleName, sale.saleDescription, salePreviewOf(sale));
    const image = sale.saleMedia.imageUrl;
    return {
      ...base,
      // The poster of the header's video.
      preloadImage: saleMediaWithFallback(sale.saleMedia).imageUrl ?? null,
      head: {
        ...base.head,
        image: { url: absolute(image && SHAREABLE_IMAGE.test(image) ? image : SALE_CARD_IMAGE), alt: sale.saleName },
      },
    };
  };

  const byId = new Map(sales.map((sale) => [sale.saleId.toLowerCase(), sale]));
  const saleRoutes = SALE_ROUTE_IDS.map((id) => {
    const sale = byId.get(id);
    return sale ? salePage(`/${id}`, sale) : page(`/${id}`, 'Mint', MINT_DESCRIPTION);
  });
  const dataSetRoutes = [...byId].flatMap(([id, sale]) => {
    if (!PATH_SEGMENT.test(id)) return [];
    const typeRoute =
      sale.saleType === 'characterPass' ? 'characterpass' : sale.saleType === 'collection' ? 'collections' : null;
    return [salePage(`/mint/${id}`, sale), ...(typeRoute ? [salePage(`/${typeRoute}/${id}`, sale)] : [])];
  });

  return [
    { ...page('/', 'Home', TAGLINE), preloadImage: HERO_VIDEO.poster },
    page('/about', 'About', ABOUT_TEXT),
    page('/founders', 'Founders', `${site} was founded by ${FOUNDERS.map((founder) => founder.name).join(' and ')}.`),
    page('/community', COMMUNITY_GUIDELINES.title, COMMUNITY_GUIDELINES.intro[0] ?? ''),
    page('/contact', 'Contact', `Contact ${site} as a project owner or as a collector.`),
    ...LEGAL_PAGES.map((legal) => page(legal.path, legal.title, `${legal.title} of ${site}.`)),
    page('/mint', 'Mint', MINT_DESCRIPTION),
    page('/characterpass', 'Mint', 'Free Character Passes for ape holders: sign up for the whitelist and mint.'),
    page('/collections', 'Mint', 'Register to win a free Collectible Story.'),
    ...saleRoutes,
    ...dataSetRoutes,
  ];
}

/** Where the build writes a route's HTML: `/` is index.html, `/a/b` is a/b.html (as static hosts and Vite's preview look them up). */
export function fileOfRoute(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
