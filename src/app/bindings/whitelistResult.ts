import { fromPromise } from 'xstate';
import { whitelistResultMachine } from '../../../machines/whitelistResult';
import { deferredLogic } from './deferredLogic';
import type { MintPageParts } from './mintPageParts';

/** Binds WhitelistChecked's result: the story reveal comes with the forms' code (`parts`). */
export function bindWhitelistResult(parts: MintPageParts) {
  return whitelistResultMachine.provide({
    actors: {
      loadForms: fromPromise(() => parts.loadForms()),
      storyReveal: deferredLogic('storyReveal', () => parts.loaded.forms?.storyReveal),
    },
    actions: { logFailure: ({ event }) => console.warn('[mint]', event) },
  });
}

export type WhitelistResultLogic = ReturnType<typeof bindWhitelistResult>;
