/**
 * Types of the first load's query parameters (spec section 2). It imports only types, and only
 * from the sale's page states (where the forcePage names live), so nothing imports it back.
 */

import type { ForcePageKey, PageState } from './sale/pageState';

export type { ForcePageKey };

/** What forcePage may name: one of the five keys, or (in mock mode) a page state by its name. */
export type ForcePageValue = ForcePageKey | PageState;

/** The query parameters read on load, validated. Nothing here is trusted raw input. */
export interface LaunchParams {
  signup: boolean;
  /** `map` or `maps`. */
  map: boolean;
  whitepaper: boolean;
  tokenproof: boolean;
  /** An address on an allowed creator-app origin that replaces the hosted creator app's address. */
  appUrl: string | null;
  novideo: boolean;
  fullvideo: boolean;
  /** Where to go after login or logout: a path on our own origin. */
  r: string | null;
  forcePage: ForcePageValue | null;
  /** Lowercased sale id from `saleId`. */
  saleId: string | null;
}

/** What the query parameters switch on (spec section 3, App state `features`). */
export interface Features {
  showContactsSection: boolean;
  showSignUpModal: boolean;
  showFooterSignUp: boolean;
  showMapLink: boolean;
  showWhitepaperLink: boolean;
  showTokenproof: boolean;
}
