import { fromPromise } from 'xstate';
import { loginToMintMachine } from '../../../machines/loginToMint';
import { deferredLogic } from './deferredLogic';
import type { MintPageParts } from './mintPageParts';

/** Binds the Mint page's 'Log in to mint': the login steps' code loads (`parts`), then its chart runs. */
export function bindLoginToMint(parts: MintPageParts) {
  return loginToMintMachine.provide({
    actors: {
      loadLogin: fromPromise(() => parts.loadLogin()),
      mintLogin: deferredLogic('mintLogin', () => parts.loaded.login),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type LoginToMintLogic = ReturnType<typeof bindLoginToMint>;
