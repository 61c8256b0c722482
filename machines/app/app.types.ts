/** Types of the root app machine (spec section 3, "App state"). */
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { Features, LaunchParams } from '../../src/domain/launch.types';
import type { MintTarget, PageState, WhitelistForm } from '../mintPage/mintPage.types';
import type { UserInput } from '../user/user.types';

export type { Features, LaunchParams, MintTarget, PageState };

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

/** What the first load's address says (validated query parameters and the features they switch on). */
export interface LaunchInput {
  initialSearchParams: LaunchParams;
  features: Features;
  /**
   * What the first page asks of the layout (its route's), so that the first render is already that
   * page's: a prerendered page is hydrated as it was written. None: the defaults.
   */
  initialLayout?: Partial<PageLayout>;
}

export interface AppInput extends LaunchInput {
  /** What the user flow starts with (from the configuration). */
  user: UserInput;
  /** The mint page forced by `forcePage`, when the configuration allows it (spec section 4). */
  forcedMintPage: PageState | null;
  /** Which form the mint page's Whitelist state shows (from the configuration and the features). */
  mintWhitelistForm: WhitelistForm;
}

export interface AppContext {
  user: UserInput;
  forcedMintPage: PageState | null;
  mintWhitelistForm: WhitelistForm;
  /** The sale the mint page visit is about. */
  mintTarget: MintTarget | null;
  /** The mint page's flow while a mint page is open (one actor per visit). */
  mint: AnyActorRef | null;
  initialSearchParams: LaunchParams;
  features: Features;
  layout: PageLayout;
  /** The newsletter sign-up flow once a sign-up form has shown (machines/newsletterSignUp). */
  newsletter: AnyActorRef | null;
}

export type AppEvent =
  | { type: 'page.entered'; path: string; title: string; layout?: Partial<PageLayout> }
  /** The page's title changed while it is open (a sale page names its sale once loaded): no new page view. */
  | { type: 'page.titled'; title: string }
  | { type: 'layout.changed'; layout: Partial<PageLayout> }
  | { type: 'signUpModal.open' }
  | { type: 'signUpModal.close' }
  /** The sign-up flow failed to load: the form's Try again. */
  | { type: 'newsletter.retry' }
  | { type: 'mintPage.retry' }
  /** A tracked button (spec: 'Start Creating' records start_creating_now). */
  | { type: 'ui.buttonPressed'; button: string }
  /** A mint page opened (its route names the sale, or a sale type). */
  | { type: 'mintPage.entered'; target: MintTarget }
  /** The mint page was left. */
  | { type: 'mintPage.left' };

/** The mint page's flow logic, loaded on the first visit of a mint page (machines/mint, bound). */
export type MintPageLogic = AnyStateMachine;

/** The newsletter sign-up's logic, loaded when a sign-up form first shows (machines/newsletterSignUp, bound). */
export type NewsletterFlowLogic = AnyStateMachine;
