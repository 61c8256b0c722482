import type { PageLayout } from '../../machines/app';
import { SALE_ROUTE_IDS } from '../domain/saleRoutes';

/**
 * What the pages with a layout of their own ask of the root layout (spec section 2); every other
 * page takes the defaults. The pages announce these on entry (usePage); the first load starts with
 * them already ({@link layoutOfPath}), so the prerendered HTML and its hydration are the page's.
 */
export const PAGE_LAYOUTS = {
  landing: { showWalletButton: true, showFooterMintDates: true },
  // Minters with a question get the chat line rather than the social links.
  mint: { showWalletButton: true, showFooterDiscordOnly: true },
  maps: { showFooter: false, showWalletButton: true, mainConFullHeight: true },
  viewer: { showNavbar: false, showFooter: false, mainConFullHeight: true, hidePageOverflow: true },
  creator: { showFooter: false, fixedNavbar: true, mainConFullHeight: true, hidePageOverflow: true },
} as const satisfies Record<string, Partial<PageLayout>>;

const SALE_ROUTES = new Set<string>(SALE_ROUTE_IDS);

/**
 * The layout of the page that `path` opens (the route table of src/routes/AppRoutes.tsx and
 * src/routes/OtherRoutes.tsx, whose matching ignores letter case); the defaults for pages without one
 * and for redirects.
 */
export function layoutOfPath(path: string): Partial<PageLayout> {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  const [first = '', second, , fourth] = segments;
  switch (first) {
    case '':
    case 'index.html':
      return segments.length <= 1 ? PAGE_LAYOUTS.landing : {};
    case 'mint':
    case 'characterpass':
    case 'collections':
      return segments.length <= 2 ? PAGE_LAYOUTS.mint : {};
    case 'maps':
      return segments.length === 1 ? PAGE_LAYOUTS.maps : {};
    case 'view':
      // /view/{wallet}/{story}, then /ai, /n or /n/{tokenId}.
      return segments.length === 3 ||
        (segments.length === 4 && (fourth === 'ai' || fourth === 'n')) ||
        (segments.length === 5 && fourth === 'n')
        ? PAGE_LAYOUTS.viewer
        : {};
    case 'create':
      // /create/ai and /create/{communityShortcut}/ai redirect.
      return segments.length === 1 ||
        (segments.length === 2 && second !== 'ai') ||
        (segments.length === 3 && segments[2] !== 'ai') ||
        (segments.length === 4 && second === 'nft')
        ? PAGE_LAYOUTS.creator
        : {};
    default:
      return segments.length === 1 && SALE_ROUTES.has(first) ? PAGE_LAYOUTS.mint : {};
  }
}
