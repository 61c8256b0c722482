import * as z from 'zod/mini';
import type { Features, ForcePageName, LaunchParams } from '../../machines/app';
import type { SocialCredentialsV1 } from '../services/social/social.types';
import { safeRedirectPath } from './safeRedirect';

/** The query parameters the app reads on load (spec section 2). */
export const FORCE_PAGE_NAMES: readonly ForcePageName[] = ['prewl', 'wl', 'premint', 'mint', 'postmint'];

/** user id, user name, access token, secret, api version: all strings, the version a known one. */
const authTupleSchema = z.tuple([z.string(), z.string(), z.string(), z.string(), z.enum(['v1', 'v1read', 'v2'])]);

const SALE_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export interface ParsedLaunchParams {
  params: LaunchParams;
  /** What was dropped and why; logged by the caller, never shown raw to the user. */
  warnings: string[];
}

/** A flag parameter is on when present, unless it says 0 or false. */
function isOn(search: URLSearchParams, name: string): boolean {
  const value = search.get(name);
  if (value === null) return false;
  return !['0', 'false'].includes(value.trim().toLowerCase());
}

function parseAuth(raw: string, warnings: string[]): SocialCredentialsV1 | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    warnings.push('auth: not JSON; credentials ignored');
    return null;
  }
  const result = authTupleSchema.safeParse(json);
  if (!result.success) {
    warnings.push('auth: not a tuple of five strings ending in an api version; credentials ignored');
    return null;
  }
  const [twitterUserId, twitterUserName, accessToken, accessTokenSecret, apiVersion] = result.data;
  return { twitterUserId, twitterUserName, accessToken, accessTokenSecret, apiVersion };
}

function parseAppUrl(raw: string, warnings: string[]): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // fall through
  }
  warnings.push('appUrl: not an http(s) address; ignored');
  return null;
}

/** Validates the query string of the first page load. Never throws. */
export function parseLaunchParams(searchText: string, origin: string): ParsedLaunchParams {
  const search = new URLSearchParams(searchText);
  const warnings: string[] = [];

  const authRaw = search.get('auth');
  const auth = authRaw === null ? null : parseAuth(authRaw, warnings);

  const appUrlRaw = search.get('appUrl');
  const appUrl = appUrlRaw === null ? null : parseAppUrl(appUrlRaw, warnings);

  const rRaw = search.get('r');
  const r = rRaw === null ? null : safeRedirectPath(rRaw, origin);
  if (rRaw !== null && r === null) warnings.push('r: not a path on this site; ignored');

  const forcePageRaw = search.get('forcePage');
  const forcePage = FORCE_PAGE_NAMES.find((name) => name === forcePageRaw?.trim().toLowerCase()) ?? null;
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
      auth,
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

/** The address without the `auth` parameter, or null when it carries none. */
export function addressWithoutCredentials(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('auth')) return null;
  url.searchParams.delete('auth');
  return `${url.pathname}${url.search}${url.hash}`;
}

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
