import { fromPromise } from 'xstate';
import type { emailSignUpMachine } from '../../../machines/emailSignUp';
import { whitelistFormsMachine } from '../../../machines/whitelistForms';
import { deferredLogic } from './deferredLogic';
import type { MintPageParts } from './mintPageParts';

/**
 * Binds the Whitelist page's form: its code loads with the forms' chunk (`parts`), then the
 * sign-up section and the giveaway are the charts that chunk bound; the e-mail form is the page's.
 */
export function bindWhitelistForms(edge: { parts: MintPageParts; emailSignUp: typeof emailSignUpMachine }) {
  const { parts } = edge;
  return whitelistFormsMachine.provide({
    actors: {
      loadForms: fromPromise(() => parts.loadForms()),
      emailSignUp: edge.emailSignUp,
      whitelistSignUp: deferredLogic('whitelistSignUp', () => parts.loaded.forms?.whitelistSignUp),
      giveaway: deferredLogic('giveaway', () => parts.loaded.forms?.giveaway),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type WhitelistFormsLogic = ReturnType<typeof bindWhitelistForms>;
