import type { LoginToMintInput } from '../../../machines/loginToMint';
import type { LoginToMintLogic } from '../../../src/app/bindings/loginToMint';
import type { Driver } from '../driver';
import { createMintPageChildDriver, type MintPageChildUi } from '../mintPage/mintPageChildDriver';
import { SALE } from '../mintPage/mintPageModel';

/**
 * Runs 'Log in to mint' where it lives, in the mint page of the real app in jsdom: the sale loads
 * on its Mint page (back from the Twitter authorization when the input says so). The steps' code
 * loading is a controlled call; the steps run for real until the plan answers for them as a whole.
 */

export type LoginToMintUi = MintPageChildUi;

export function createLoginToMintJsdomDriver(
  options: { adjustLogin?: (login: LoginToMintLogic) => LoginToMintLogic } = {},
): Driver<LoginToMintInput, LoginToMintUi> {
  const { adjustLogin } = options;
  return createMintPageChildDriver<LoginToMintInput>({
    childId: 'loginToMint',
    ownContext: ['loggedIn'],
    landing: (input) => ({
      page: { target: { saleId: 'bayc', saleType: null }, forcedPage: null, whitelistForm: 'signUp' },
      loaded: {
        sale: SALE,
        saleState: 'open',
        phasePage: 'Mint',
        postRedirect: input.resumes ? { email: null, twitter: 'storyverse_fan' } : null,
      },
    }),
    adjustFlow: adjustLogin
      ? (flow) =>
          flow.provide({
            actors: { loginToMint: adjustLogin(flow.implementations.actors.loginToMint as LoginToMintLogic) },
          })
      : undefined,
  });
}
