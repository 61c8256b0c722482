import { fromPromise } from 'xstate';
import { loginToMintMachine } from '../../../machines/loginToMint';
import { deferredLogic } from './deferredLogic';
import type { MintPageParts } from './mintPageParts';

/** Binds the Mint page's 'Log in to mint': the login steps' code loads (`parts`), then its chart runs. */
export function bindLoginToMint(parts: MintPageParts) {
  return loginToMintMachine.provide({
    actors: {
      // The login leads to MintEntry: the logged-in pages' charts come with its steps.
      loadLogin: fromPromise(async () => {
        await Promise.all([parts.loadLogin(), parts.loadLoggedIn()]);
      }),
      mintLogin: deferredLogic('mintLogin', () => parts.loaded.login),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type LoginToMintLogic = ReturnType<typeof bindLoginToMint>;
