import { parseSalePreview, type SalePreview } from '../domain/sale/salePreview';

/**
 * What a prerendered page carries for its hydration (a JSON data block the build writes beside
 * the rendered HTML): the path it was written for, and the sale its header shows.
 */
export interface PrerenderedPage {
  path: string;
  salePreview: SalePreview | null;
}

/** The id of the data block (`<script type="application/json">`, never run as a script). */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/** The data block's text: JSON that cannot close its element ('<' is escaped). */
export function serializePrerenderedPage(page: PrerenderedPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

/**
 * The prerendered page this document holds, when it was written for `pathname`; null for a page
 * rendered in the browser alone (the development server, a route without one), for another path
 * (a host that answers every path with one page) and for a malformed block.
 */
export function readPrerenderedPage(document: Document, pathname: string): PrerenderedPage | null {
  const text = document.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { path, salePreview } = json as Record<string, unknown>;
  // /index.html is the landing page, as /.
  if (typeof path !== 'string' || path !== (pathname === '/index.html' ? '/' : pathname)) return null;
  const preview = salePreview === null ? null : parseSalePreview(salePreview);
  if (salePreview !== null && preview === null) return null;
  return { path, salePreview: preview };
}
