/** Types of the user machine (spec section 3, "User state"; section 4, login state). */
import type { UserServiceKind } from '../../src/config/config.types';
import type { WalletErrorKind } from '../../src/domain/errors/errors';
import type { Permission } from '../../src/domain/permissions';
import type { WalletEvent, WalletHoldings, WalletOption, WalletSession } from '../../src/wallet/wallet.types';

export type { WalletEvent, WalletHoldings, WalletOption, WalletSession };

/** Spec section 4: login state. */
export type LoginState = 'idle' | 'loggingIn' | 'loggedIn' | 'loggingOut' | 'loggedOut';

export interface UserInput {
  /** The mock wallet (account picker) or the browser wallet. */
  userService: UserServiceKind;
  /** The chain flows must be on before anything is signed or sent. */
  expectedChainId: number;
  /** The address that gets Admin and Service (spec section 6): the mock service account, or the configured one. */
  serviceAddress: string | null;
}

/** A failure the user sees with a way to try again. */
export interface UserProblem {
  kind: WalletErrorKind;
  message: string;
}

export interface UserContext {
  userService: UserServiceKind;
  expectedChainId: number;
  serviceAddress: string | null;
  /** What the user can log in with: mock accounts, or the wallets this browser announced. */
  options: WalletOption[];
  /** The option being connected. */
  chosenOptionId: string | null;
  /** The connected account; null while logged out. */
  session: WalletSession | null;
  /** Spec section 6: compliance screening; null until it has answered. */
  caSafe: boolean | null;
  permissions: Permission[];
  holdings: WalletHoldings | null;
  /** The last login, network switch, screening or holdings failure, shown with a retry. */
  problem: UserProblem | null;
  /** Where the login or logout page goes once it is done (validated at the navigation edge). */
  returnTo: string | null;
}

export type UserEvent =
  | WalletEvent
  /** The user asks to log in (header button, login page link, retry). */
  | { type: 'user.login' }
  | { type: 'user.logout' }
  /** Mock wallet: pick another account. */
  | { type: 'user.switchAccount' }
  /** The picker: the user chose an account (mock) or a wallet (several announced). */
  | { type: 'login.optionChosen'; optionId: string }
  /** The picker was closed, or the user stopped waiting for the wallet. */
  | { type: 'login.cancelled' }
  | { type: 'network.switch' }
  /** The user stops waiting for the wallet to switch networks. */
  | { type: 'network.cancel' }
  | { type: 'screening.retry' }
  | { type: 'holdings.retry' }
  /** /login opened; `returnTo` is its raw `r` parameter. */
  | { type: 'loginPage.opened'; returnTo: string | null }
  | { type: 'loginPage.left' }
  /** /logout opened; `returnTo` is its raw `r` parameter. */
  | { type: 'logoutPage.opened'; returnTo: string | null }
  | { type: 'logoutPage.left' }
  /** Raised by the chart itself when a session starts or ends, for the redirect region. */
  | { type: 'session.started' }
  | { type: 'session.ended' };
