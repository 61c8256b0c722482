import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { READY_ATTRIBUTE } from '../../../src/app/appActor';
import type { AssertedState, UiModel } from '../driver';
import type { AppUi } from './appJsdomDriver';

/** What each app state shows in jsdom, and how a user causes the app's user events. */

const signUpDialog = () => screen.queryByRole('dialog', { name: 'Sign up' });
const mintRegion = () => screen.queryByRole('region', { name: 'Mint' });
/** The sign-up form a user sees, if any: the open modal's, else the footer box's (signup parameter). */
function signUpForm(state: AssertedState): HTMLElement | null {
  if (!state.matches('lifecycle.ready')) return null;
  if (state.matches('signUpModal.open')) return signUpDialog();
  return screen.queryByRole('region', { name: 'Newsletter' });
}

export const appJsdomUi: UiModel<AppUi> = {
  assertions: {
    'lifecycle.loading': async () => {
      // Pages no longer wait for start-up work: a prerendered page is the page from the first paint
      // (here, once its chunk has loaded). Only the dialogs wait.
      expect(await within(screen.getByRole('main')).findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'lifecycle.ready': async () => {
      expect(await within(screen.getByRole('main')).findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    'readyMarker.pending': () => {
      expect(document.documentElement).not.toHaveAttribute(READY_ATTRIBUTE);
    },
    'readyMarker.shown': () => {
      expect(document.documentElement).toHaveAttribute(READY_ATTRIBUTE, 'true');
    },
    'signUpModal.open': async (_, state) => {
      // The layout holds the dialog back until the page is shown. The dialog's code is a chunk of
      // its own: the first time (a path run alone), the look waits for it.
      if (state.matches('lifecycle.ready')) await waitFor(() => expect(signUpDialog()).toBeInTheDocument());
      else expect(signUpDialog()).toBeNull();
    },
    'signUpModal.closed': () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'signUpModal.closing': (_, state) => {
      if (!state.matches('lifecycle.ready')) return;
      // Still drawn while it fades, but inert: no click or key reaches it.
      expect(signUpDialog()?.closest('[inert]')).not.toBeNull();
    },
    'newsletter.dormant': ({ actor }) => {
      expect(actor.getSnapshot().context.newsletter).toBeNull();
      expect(screen.queryByLabelText('E-mail address')).toBeNull();
    },
    'newsletter.loadingFlow': ({ actor }, state) => {
      expect(actor.getSnapshot().context.newsletter).toBeNull();
      const form = signUpForm(state);
      if (form) expect(within(form).getByRole('status')).toHaveTextContent('Loading…');
    },
    'newsletter.running': async ({ actor }, state) => {
      expect(actor.getSnapshot().context.newsletter?.getSnapshot().machine.id).toBe('newsletterSignUp');
      const form = signUpForm(state);
      if (form) expect(await within(form).findByLabelText('E-mail address')).toBeEnabled();
    },
    'newsletter.flowFailed': ({ actor }, state) => {
      expect(actor.getSnapshot().context.newsletter).toBeNull();
      const form = signUpForm(state);
      if (form) {
        expect(within(form).getByRole('alert')).toHaveTextContent('An error has occurred');
        expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
    },
    'mintPage.away': ({ actor }) => {
      expect(mintRegion()).toBeNull();
      expect(actor.getSnapshot().context.mint).toBeNull();
    },
    'mintPage.loadingFlow': ({ actor }) => {
      expect(within(mintRegion()!).getByRole('status')).toHaveTextContent('Loading…');
      expect(actor.getSnapshot().context.mint).toBeNull();
    },
    'mintPage.running': async ({ actor }) => {
      expect(actor.getSnapshot().context.mint).not.toBeNull();
      // The screens are their own chunk: the flow's first screen shows once it has loaded.
      await waitFor(() => expect(within(mintRegion()!).queryByText('Loading…')).toBeNull());
    },
    'mintPage.flowFailed': ({ actor }) => {
      expect(within(mintRegion()!).getByRole('alert')).toHaveTextContent('An error has occurred');
      expect(within(mintRegion()!).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(actor.getSnapshot().context.mint).toBeNull();
    },
  },
  userActions: {
    'mintPage.entered': async ({ navigate }) => {
      await act(async () => navigate('/bayc'));
    },
    'mintPage.left': async ({ navigate }) => {
      await act(async () => navigate('/about'));
    },
    'signUpModal.open': async ({ user, actor }) => {
      const button = screen.queryByRole('button', { name: 'Sign up for updates' });
      // With the signup parameter the footer shows its box instead: no button opens the modal.
      if (button) await user.click(button);
      else await act(async () => actor.send({ type: 'signUpModal.open' }));
      // The footer is there while the app starts; the dialog waits until it is ready.
      if (actor.getSnapshot().matches({ lifecycle: 'ready' })) await screen.findByRole('dialog', { name: 'Sign up' });
    },
    'mintPage.retry': async ({ user }) => {
      await user.click(within(mintRegion()!).getByRole('button', { name: 'Try again' }));
    },
    'newsletter.retry': async ({ user }) => {
      const form = signUpDialog() ?? screen.getByRole('region', { name: 'Newsletter' });
      await user.click(within(form).getByRole('button', { name: 'Try again' }));
    },
    'signUpModal.close': async ({ user }) => {
      const dialog = screen.getByRole('dialog', { name: 'Sign up' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    },
  },
};
