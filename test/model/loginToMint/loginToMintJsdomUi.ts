import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { TRY_AGAIN } from '../../../src/views/components/FailureAlert';
import { MINT_LOGIN_TEXTS } from '../../../src/views/mint/MintLoginSteps';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import type { UiModel } from '../driver';
import { expectScreen, region } from '../mintPage/mintPageJsdomUi';
import type { LoginToMintUi } from './loginToMintJsdomDriver';

const loginButton = () => waitFor(() => within(region()).getByRole('button', { name: MINT_TEXTS.login }));

/** What the Mint page shows at each stage of its login, and how the visitor presses its buttons. */
export const loginToMintJsdomUi: UiModel<LoginToMintUi> = {
  assertions: {
    idle: async () => {
      await expectScreen(MINT_TEXTS.mintLive);
      expect(await loginButton()).toBeEnabled();
    },
    loadingLogin: async () => {
      await expectScreen(MINT_TEXTS.mintLive);
      const button = await loginButton();
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    },
    login: async () => {
      await expectScreen(MINT_TEXTS.mintLive);
      // The login steps take the button's place, from the provider check on (its button waits).
      const button = await waitFor(() => {
        const login = within(region()).getByRole('button', { name: MINT_LOGIN_TEXTS.login });
        expect(login).toBeDisabled();
        return login;
      });
      expect(button).not.toHaveAttribute('aria-busy');
    },
    loginFailed: async () => {
      await expectScreen(MINT_TEXTS.mintLive);
      expect(await waitFor(() => within(region()).getByRole('button', { name: TRY_AGAIN }))).toBeEnabled();
    },
    loggedIn: async () => {
      // The page went on with the wallets: the Mint page and its login are gone.
      await waitFor(() => expect(within(region()).queryByText(MINT_TEXTS.mintLive)).toBeNull());
      expect(within(region()).queryByRole('button', { name: MINT_TEXTS.login })).toBeNull();
    },
  },
  userActions: {
    'loginToMint.login': async ({ user }) => {
      await user.click(await loginButton());
    },
    'loginToMint.retry': async ({ user }) => {
      await user.click(within(region()).getByRole('button', { name: TRY_AGAIN }));
    },
  },
};
