/** Types of the root app machine (spec section 3, "App state"). */
import type { Features, LaunchParams } from '../../src/domain/launch.types';
import type { UserInput } from '../user/user.types';

export type { Features, LaunchParams };

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
}

export interface AppInput extends LaunchInput {
  /** What the user flow starts with (from the configuration). */
  user: UserInput;
}

export interface AppContext {
  user: UserInput;
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
