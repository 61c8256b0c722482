import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain/errors';
import type { UserActorRef } from '../../../src/app/appRuntime';
import type { AssertedState, UiModel } from '../driver';
import type { UserUi } from './userJsdomDriver';
import { LOGIN_RETURN, LOGOUT_RETURN } from './userModel';

/** What each user state shows in jsdom, and how a user causes the user machine's events. */

/** Any greeting: none may show while logged out. */
const GREETING = /^Hi, /;
/** The greeting of `address` (spec section 2: first 4 and last 4 characters). */
const greetingOf = (address: string) => `Hi, ${address.slice(0, 4)}…${address.slice(-4)}`;
const onLoginPage = (state: AssertedState) => state.matches('redirect.afterLogin');
const onLogoutPage = (state: AssertedState) => state.matches('redirect.afterLogout');
const networkExpected = (state: AssertedState) => state.matches('session.loggedIn.network.expected');

/** Whether the browser announced a wallet (the model tells states apart by it, as its contextKey). */
const walletAnnounced = (app: UserUi['app']) =>
  (app.actor.system.get('user') as UserActorRef).getSnapshot().context.options.length > 0;

const greeting = () => screen.queryByRole('button', { name: GREETING });
const dialog = (name: string) => screen.queryByRole('dialog', { name });
const alertText = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .join(' ');

/** The wallet banner is its own chunk: the first time, it appears once the chunk has loaded. */
const alertShows = (text: string) => waitFor(() => expect(alertText()).toContain(text));

/** The login button of the page in view: the login page's own, or the header's. */
function loginButton(state: AssertedState) {
  return onLoginPage(state)
    ? screen.getByRole('button', { name: 'Log in' })
    : screen.getByRole('button', { name: 'Connect Wallet' });
}

async function openAccountMenu({ user }: UserUi) {
  await user.click(screen.getByRole('button', { name: GREETING }));
}

export const userJsdomUi: UiModel<UserUi> = {
  assertions: {
    'session.restoring': (_, state) => {
      if (onLogoutPage(state)) return;
      expect(loginButton(state)).toBeDisabled();
    },
    'session.loggedOut.idle': ({ app }, state) => {
      expect(greeting()).toBeNull();
      if (onLogoutPage(state)) return;
      if (onLoginPage(state) && !walletAnnounced(app)) {
        expect(screen.getByText(MESSAGES.noProviderDesktop)).toBeInTheDocument();
        return;
      }
      // Without an announced wallet the header links to /login; the login page says what to install.
      const link = screen.queryByRole('link', { name: 'Connect Wallet' });
      if (link) expect(link).toHaveAttribute('href', '/login');
      else expect(loginButton(state)).toBeEnabled();
    },
    'session.loggedOut.failed': async () => {
      await alertShows(MESSAGES.walletRejected);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'session.loggingIn.choosing': async () => {
      // The picker is its own chunk: the first time, it appears once the chunk has loaded.
      const picker = await screen.findByRole('dialog', { name: 'Choose a wallet' });
      expect(within(picker).getByRole('button', { name: 'Fox Wallet' })).toBeEnabled();
    },
    'session.loggingIn.connecting': async (_, state) => {
      // The wallet's own status, found by its words: another part may show a status of its own
      // meanwhile (the footer's newsletter form says 'Loading…' until its code has arrived).
      expect(await screen.findByText(/^Waiting for your wallet…/)).toHaveAttribute('role', 'status');
      if (!onLogoutPage(state)) expect(loginButton(state)).toBeDisabled();
    },
    'session.loggedIn': async ({ wallet }, state) => {
      if (onLoginPage(state) || onLogoutPage(state)) return;
      // The account the wallet shared last: after a switch, the new one. After the login page sent
      // the user back, the page there (a lazy chunk) may still be loading, and the header with it.
      await waitFor(() => expect(greeting()).toHaveAccessibleName(greetingOf(wallet.account!.toLowerCase())));
    },
    'session.loggedIn.network.expected': () => {
      expect(alertText()).not.toContain('Your wallet is connected to');
    },
    'session.loggedIn.network.wrong': async () => {
      await alertShows('Your wallet is connected to Polygon. Switch to Ethereum Mainnet to continue.');
      expect(screen.getByRole('button', { name: 'Switch network' })).toBeEnabled();
    },
    'session.loggedIn.network.switching': async () => {
      const banner = await screen.findByText(/^Switching to Ethereum Mainnet… Confirm in your wallet\./);
      expect(within(banner).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    'session.loggedIn.screening.checking': () => {
      expect(alertText()).not.toContain(MESSAGES.walletBlocked);
    },
    'session.loggedIn.screening.safe': () => {
      expect(alertText()).not.toContain(MESSAGES.walletBlocked);
      expect(alertText()).not.toContain(MESSAGES.screeningFailed);
    },
    'session.loggedIn.screening.blocked': async (_, state) => {
      if (networkExpected(state)) await alertShows(MESSAGES.walletBlocked);
    },
    'session.loggedIn.screening.failed': async (_, state) => {
      if (networkExpected(state)) await alertShows(MESSAGES.screeningFailed);
    },
    'session.loggedIn.holdings.loading': () => {
      expect(alertText()).not.toContain(MESSAGES.holdingsFailed);
    },
    'session.loggedIn.holdings.loaded': () => {
      expect(alertText()).not.toContain(MESSAGES.holdingsFailed);
    },
    'session.loggedIn.holdings.failed': async (_, state) => {
      const urgent =
        state.matches('session.loggedIn.screening.blocked') || state.matches('session.loggedIn.screening.failed');
      if (networkExpected(state) && !urgent) await alertShows(MESSAGES.holdingsFailed);
    },
    'session.loggingOut': () => {
      expect(greeting()).toBeNull();
    },
    'redirect.idle': ({ app }) => {
      expect(app.address()).not.toMatch(/^\/log(in|out)/);
    },
    'redirect.afterLogin': ({ app }) => {
      expect(app.address()).toBe(`/login?r=${encodeURIComponent(LOGIN_RETURN)}`);
      expect(screen.getByText(MESSAGES.loginRequired)).toBeInTheDocument();
    },
    'redirect.afterLogout': () => {
      expect(screen.getByText(MESSAGES.loggingOut)).toHaveAttribute('role', 'status');
    },
  },
  userActions: {
    'user.login': async ({ user }) => {
      const retry = screen.queryByRole('button', { name: 'Try again' });
      const login =
        screen.queryByRole('button', { name: 'Log in' }) ?? screen.getByRole('button', { name: 'Connect Wallet' });
      await user.click(retry ?? login);
    },
    'login.optionChosen': async ({ user }) => {
      await user.click(within(dialog('Choose a wallet')!).getByRole('button', { name: 'Fox Wallet' }));
    },
    'login.cancelled': async ({ user }) => {
      const picker = dialog('Choose a wallet');
      await user.click(
        picker ? within(picker).getByRole('button', { name: 'Close' }) : screen.getByRole('button', { name: 'Cancel' }),
      );
    },
    'user.logout': async (ui) => {
      await openAccountMenu(ui);
      await ui.user.click(screen.getByRole('button', { name: 'Log out' }));
    },
    'user.switchAccount': async (ui) => {
      await openAccountMenu(ui);
      await ui.user.click(screen.getByRole('button', { name: 'Switch account' }));
    },
    'network.switch': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Switch network' }));
    },
    'network.cancel': async ({ user }) => {
      const banner = screen.getByText(/^Switching to Ethereum Mainnet…/);
      await user.click(within(banner).getByRole('button', { name: 'Cancel' }));
    },
    'screening.retry': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'holdings.retry': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'loginPage.opened': async ({ app }) => {
      app.navigate(`/login?r=${encodeURIComponent(LOGIN_RETURN)}`);
    },
    'loginPage.left': async ({ app }) => {
      // To a page with the wallet button, so the next states' assertions can see it.
      app.navigate('/');
    },
    'logoutPage.opened': async ({ app }) => {
      app.navigate(`/logout?r=${encodeURIComponent(LOGOUT_RETURN)}`);
    },
    'logoutPage.left': async ({ app }) => {
      app.navigate('/');
    },
  },
};
