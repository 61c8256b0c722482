import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { READY_ATTRIBUTE } from '../../../src/app/appActor';
import type { UiModel } from '../driver';
import type { AppUi } from './appJsdomDriver';

/** What each app state shows in jsdom, and how a user causes the app's user events. */

const signUpDialog = () => screen.queryByRole('dialog', { name: 'Sign up' });

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
  },
  userActions: {
    'signUpModal.close': async ({ user }) => {
      const dialog = screen.getByRole('dialog', { name: 'Sign up' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    },
  },
};
