import type { WhitelistFormsInput } from '../../../machines/whitelistForms';
import type { WhitelistFormsLogic } from '../../../src/app/bindings/whitelistForms';
import type { Driver } from '../driver';
import { createMintPageChildDriver, type MintPageChildUi } from '../mintPage/mintPageChildDriver';
import { COLLECTION_SALE, SALE } from '../mintPage/mintPageModel';

/**
 * Runs the Whitelist page's form where it lives, in the mint page of the real app in jsdom: the
 * sale loads on its Whitelist page, whose form the plan drives. Its code's loading is a controlled
 * call; the sign-up section, the e-mail form and the giveaway run for real until the plan answers
 * for one of them as a whole.
 */

export type WhitelistFormsUi = MintPageChildUi;

export function createWhitelistFormsJsdomDriver(
  options: { adjustForms?: (forms: WhitelistFormsLogic) => WhitelistFormsLogic } = {},
): Driver<WhitelistFormsInput, WhitelistFormsUi> {
  const { adjustForms } = options;
  return createMintPageChildDriver<WhitelistFormsInput>({
    childId: 'whitelistForms',
    ownContext: ['result'],
    landing: (input) => ({
      page: {
        target: { saleId: 'bayc', saleType: null },
        forcedPage: null,
        whitelistForm: input.form === 'email' ? 'email' : 'signUp',
      },
      loaded: { sale: input.form === 'giveaway' ? COLLECTION_SALE : SALE, saleState: 'open', phasePage: 'Whitelist' },
    }),
    adjustFlow: adjustForms
      ? (flow) =>
          flow.provide({
            actors: { whitelistForms: adjustForms(flow.implementations.actors.whitelistForms as WhitelistFormsLogic) },
          })
      : undefined,
  });
}
