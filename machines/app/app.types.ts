/** Types of the root app machine (spec section 3, "App state"). */
import type { ForcePageKey } from '../../src/domain/sale/pageState';

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
  forcePage: ForcePageKey | null;
  /** Lowercased sale id from `saleId`. */
  saleId: string | null;
}

export interface Features {
  showContactsSection: boolean;
  showSignUpModal: boolean;
  showFooterSignUp: boolean;
  showMapLink: boolean;
  showWhitepaperLink: boolean;
  showTokenproof: boolean;
}

/** What a page asks of the root layout. Every page entry starts from the defaults. */
export interface PageLayout {
  showNavbar: boolean;
  fixedNavbar: boolean;
  showFooter: boolean;
  showFooterMintDates: boolean;
  showFooterDiscordOnly: boolean;
  showWalletButton: boolean;
  mainConFullHeight: boolean;
  /** Editor and viewer pages hide page overflow. */
  hidePageOverflow: boolean;
}

export interface AppInput {
  initialSearchParams: LaunchParams;
  features: Features;
}

export interface AppContext {
  initialSearchParams: LaunchParams;
  features: Features;
  layout: PageLayout;
  signUpEmail: string;
}

export type AppEvent =
  | { type: 'page.entered'; path: string; title: string; layout?: Partial<PageLayout> }
  | { type: 'layout.changed'; layout: Partial<PageLayout> }
  | { type: 'signUpModal.open'; email?: string }
  | { type: 'signUpModal.close' }
  | { type: 'signUp.emailChanged'; email: string }
  /** A tracked button (spec: 'Start Creating' records start_creating_now). */
  | { type: 'ui.buttonPressed'; button: string };
