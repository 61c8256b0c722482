import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { READY_ATTRIBUTE } from '../../../src/app/appActor';
import type { UiModel } from '../driver';
import type { AppUi } from './appJsdomDriver';

/** What each app state shows in jsdom, and how a user causes the app's user events. */

const signUpDialog = () => screen.queryByRole('dialog', { name: 'Sign up' });
const mintRegion = () => screen.queryByRole('region', { name: 'Mint' });

export const appJsdomUi: UiModel<AppUi> = {
  assertions: {
    'lifecycle.loading': () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.queryByRole('main')).toBeNull();
    },
    'lifecycle.ready': () => {
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
    'readyMarker.pending': () => {
      expect(document.documentElement).not.toHaveAttribute(READY_ATTRIBUTE);
    },
    'readyMarker.shown': () => {
      expect(document.documentElement).toHaveAttribute(READY_ATTRIBUTE, 'true');
    },
    'signUpModal.open': (_, state) => {
      // The layout holds the dialog back until the page is shown.
      if (state.matches('lifecycle.ready')) expect(signUpDialog()).toBeInTheDocument();
      else expect(signUpDialog()).toBeNull();
    },
    'signUpModal.closed': () => {
      expect(screen.queryByRole('dialog')).toBeNull();
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
    'signUpModal.close': async ({ user }) => {
      const dialog = screen.getByRole('dialog', { name: 'Sign up' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    },
  },
};
