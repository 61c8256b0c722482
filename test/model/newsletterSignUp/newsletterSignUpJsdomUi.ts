import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { isValidEmailAddress } from '../../../src/domain/emailAddress';
import type { UiModel } from '../driver';
import type { NewsletterUi } from './newsletterSignUpJsdomDriver';

/** What each newsletter state shows in jsdom (in the modal when open, else in the footer box) and how a user acts. */

const dialog = () => screen.queryByRole('dialog', { name: 'Sign up' });
/** The form the user sees: the modal's while it is open (the page behind it is inert), else the footer box's. */
const form = () => within(dialog() ?? screen.getByRole('region', { name: 'Newsletter' }));
const emailField = () => form().getByLabelText('E-mail address');
const agreement = () => form().getByRole('checkbox', { name: 'I agree to receive marketing emails.' });
const button = (name: string) => form().getByRole('button', { name });
const failure = () => form().queryByText('Error occurred.');

export const newsletterSignUpJsdomUi: UiModel<NewsletterUi> = {
  assertions: {
    editing: async (ui) => {
      await waitFor(() => expect(emailField()).toBeEnabled());
      const { context } = ui.flow().getSnapshot();
      expect(emailField()).toHaveValue(context.email);
      expect(agreement()).toBeEnabled();
      if (context.agreed) expect(agreement()).toBeChecked();
      else expect(agreement()).not.toBeChecked();
      // Spec section 5: Subscribe works only with a valid address and the agreement.
      const subscribe = button('Subscribe');
      if (isValidEmailAddress(context.email) && context.agreed) expect(subscribe).toBeEnabled();
      else expect(subscribe).toBeDisabled();
      if (context.failed) expect(failure()).toHaveAttribute('role', 'alert');
      else expect(failure()).toBeNull();
    },
    submitting: () => {
      expect(button('Subscribing...')).toBeDisabled();
      expect(emailField()).toBeDisabled();
      expect(agreement()).toBeDisabled();
      expect(failure()).toBeNull();
    },
    subscribed: () => {
      expect(button('Subscribed')).toBeDisabled();
      expect(emailField()).toHaveValue('');
      expect(failure()).toBeNull();
    },
  },
  userActions: {
    'newsletter.emailChanged': async ({ user }, event) => {
      const email = (event as { email?: string }).email ?? '';
      await user.clear(emailField());
      await user.type(emailField(), email);
    },
    'newsletter.agreementChanged': async ({ user }, event) => {
      const agreed = (event as { agreed?: boolean }).agreed === true;
      // A click toggles: when the box already reads `agreed`, two clicks end there.
      if (agreement().matches(':checked') === agreed) await user.click(agreement());
      await user.click(agreement());
    },
    'newsletter.submit': async ({ user }) => {
      await user.click(button('Subscribe'));
    },
    'newsletter.modalShown': async (ui) => {
      const open = dialog();
      if (open) {
        await ui.user.click(within(open).getByRole('button', { name: 'Close' }));
        await ui.finishFade();
        expect(dialog()).toBeNull();
      }
      // What a 'Sign up for updates' button sends (the footer box replaces it on this page).
      ui.app.actor.send({ type: 'signUpModal.open' });
      await screen.findByRole('dialog', { name: 'Sign up' });
    },
  },
};
