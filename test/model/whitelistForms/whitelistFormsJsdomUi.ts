import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain/errors';
import { GIVEAWAY_REGISTERED_TEXTS } from '../../../src/views/mint/GiveawayRegistered';
import { GIVEAWAY_TEXTS } from '../../../src/views/mint/GiveawaySection';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import { SIGN_UP_TEXTS } from '../../../src/views/mint/WhitelistSignUpSection';
import type { UiModel } from '../driver';
import { expectScreen, region } from '../mintPage/mintPageJsdomUi';
import type { WhitelistFormsUi } from './whitelistFormsJsdomDriver';

const isGiveaway = ({ child }: WhitelistFormsUi) =>
  (child.getSnapshot() as { context: { form: string } }).context.form === 'giveaway';

/** What the Whitelist page shows at each stage of its form, and how the visitor says 'Try again'. */
export const whitelistFormsJsdomUi: UiModel<WhitelistFormsUi> = {
  assertions: {
    loadingForms: async (ui) => {
      await expectScreen(isGiveaway(ui) ? GIVEAWAY_TEXTS.title : MINT_TEXTS.whitelist);
      expect(within(region()).getByRole('status')).toHaveTextContent(MINT_TEXTS.loading);
    },
    signUp: async () => {
      await expectScreen(MINT_TEXTS.whitelist);
      // The form's screen is a chunk of its own, loaded with the forms' charts.
      expect(await within(region()).findByRole('button', { name: SIGN_UP_TEXTS.submit })).toBeDisabled();
    },
    emailForm: async () => {
      await waitFor(() => within(region()).getByRole('form', { name: MINT_TEXTS.whitelistEmail }));
      expect(within(region()).queryByRole('button', { name: SIGN_UP_TEXTS.submit })).toBeNull();
    },
    giveaway: async () => {
      await expectScreen(GIVEAWAY_TEXTS.title);
      await waitFor(() => within(region()).getByRole('form', { name: GIVEAWAY_TEXTS.form }));
      const mint = within(region());
      // The plan never verifies the follows: the register button waits for them.
      expect(mint.getByRole('button', { name: GIVEAWAY_TEXTS.submit })).toBeDisabled();
      expect(mint.getByRole('heading', { name: GIVEAWAY_TEXTS.wallet })).toBeInTheDocument();
      expect(mint.queryByRole('button', { name: SIGN_UP_TEXTS.submit })).toBeNull();
    },
    signUpFailed: async (ui) => {
      await expectScreen(isGiveaway(ui) ? GIVEAWAY_TEXTS.title : MINT_TEXTS.whitelist);
      const alerts = within(region())
        .getAllByRole('alert')
        .map((alert) => alert.textContent);
      expect(alerts.some((text) => text?.startsWith(MESSAGES.errorWhileSigningUp))).toBe(true);
      expect(within(region()).getByRole('button', { name: SIGN_UP_TEXTS.tryAgain })).toBeEnabled();
    },
    ended: async ({ lastAnswer }) => {
      // The page goes on with the form's end: a check is being added, or the result shows.
      const kind = (lastAnswer?.output as { kind?: string } | undefined)?.kind;
      if (kind === 'check') await expectScreen(MINT_TEXTS.addingToWhitelist);
      else if (kind === 'alreadySubscribed') await expectScreen('You are already in the whitelist!');
      else await expectScreen(GIVEAWAY_REGISTERED_TEXTS.heading);
    },
  },
  userActions: {
    'whitelistForms.retry': async ({ user }) => {
      await user.click(within(region()).getByRole('button', { name: SIGN_UP_TEXTS.tryAgain }));
    },
  },
};
