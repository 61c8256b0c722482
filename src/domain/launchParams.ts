import type { Features, ForcePageKey, LaunchParams } from './launch.types';
import { FORCE_PAGE_STATES, PAGE_STATES } from './sale/pageState';
import { safeRedirectPath } from './safeRedirect';

/** The query parameters the app reads on load (spec section 2). */
const FORCE_PAGE_NAMES = Object.keys(FORCE_PAGE_STATES) as ForcePageKey[];

const SALE_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export interface ParsedLaunchParams {
  params: LaunchParams;
  /** What was dropped and why; logged by the caller, never shown raw to the user. */
  warnings: string[];
}

export interface LaunchParamsOptions {
  /** Origins an `appUrl` may point the creator frame at; anything else is dropped. */
  creatorAppOrigins: readonly string[];
  /**
   * Mock mode: forcePage may also name any of the 16 page states (as spelled in the spec), so
   * designers and testers open every screen by address.
   */
  pageStateNames?: boolean;
}

/** A flag parameter is on when present, unless it says 0 or false. */
function isOn(search: URLSearchParams, name: string): boolean {
  const value = search.get(name);
  if (value === null) return false;
  return !['0', 'false'].includes(value.trim().toLowerCase());
}

/** An `appUrl` frames another app inside ours, so only an allowed origin is accepted. */
function parseAppUrl(raw: string, allowedOrigins: readonly string[], warnings: string[]): string | null {
  try {
    const url = new URL(raw);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && allowedOrigins.includes(url.origin)) {
      return url.toString();
    }
  } catch {
    // fall through
  }
  warnings.push('appUrl: not an address of an allowed creator app; ignored');
  return null;
}

/** Validates the query string of the first page load (without `auth`, already removed). Never throws. */
export function parseLaunchParams(
  searchText: string,
  origin: string,
  options: LaunchParamsOptions,
): ParsedLaunchParams {
  const search = new URLSearchParams(searchText);
  const warnings: string[] = [];

  const appUrlRaw = search.get('appUrl');
  const appUrl = appUrlRaw === null ? null : parseAppUrl(appUrlRaw, options.creatorAppOrigins, warnings);

  const rRaw = search.get('r');
  const r = safeRedirectPath(rRaw, origin);
  if (rRaw !== null && r === null) warnings.push('r: not a path on this site; ignored');

  const forcePageRaw = search.get('forcePage');
  const forcePage =
    FORCE_PAGE_NAMES.find((name) => name === forcePageRaw?.trim().toLowerCase()) ??
    (options.pageStateNames ? (PAGE_STATES.find((name) => name === forcePageRaw?.trim()) ?? null) : null);
  if (forcePageRaw !== null && forcePage === null) warnings.push('forcePage: unknown page; ignored');

  const saleIdRaw = search.get('saleId')?.trim().toLowerCase() ?? null;
  const saleId = saleIdRaw !== null && SALE_ID_PATTERN.test(saleIdRaw) ? saleIdRaw : null;
  if (saleIdRaw !== null && saleId === null) warnings.push('saleId: not a sale id; ignored');

  return {
    params: {
      signup: isOn(search, 'signup'),
      map: isOn(search, 'map') || isOn(search, 'maps'),
      whitepaper: isOn(search, 'whitepaper'),
      tokenproof: isOn(search, 'tokenproof'),
      appUrl,
      novideo: isOn(search, 'novideo'),
      fullvideo: isOn(search, 'fullvideo'),
      r,
      forcePage,
      saleId,
    },
    warnings,
  };
}

/**
 * The parameters of a visit with no query string: what a prerendered page is written for (the
 * query of a real visit takes effect once the page is hydrated).
 */
export const PLAIN_VISIT_PARAMS: LaunchParams = Object.freeze({
  signup: false,
  map: false,
  whitepaper: false,
  tokenproof: false,
  appUrl: null,
  novideo: false,
  fullvideo: false,
  r: null,
  forcePage: null,
  saleId: null,
});

export function featuresFromLaunchParams(params: LaunchParams): Features {
  return {
    showContactsSection: params.signup,
    showSignUpModal: params.signup,
    showFooterSignUp: params.signup,
    showMapLink: params.map,
    showWhitepaperLink: params.whitepaper,
    showTokenproof: params.tokenproof,
  };
}

/** The features of a visit with no query string (all off). */
export const PLAIN_VISIT_FEATURES: Features = Object.freeze(featuresFromLaunchParams(PLAIN_VISIT_PARAMS));
