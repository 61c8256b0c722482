import { fromCallback, fromPromise, setup } from 'xstate';
import type { storyRevealMachine } from '../storyReveal/storyReveal.machine';
import type { WhitelistResultContext, WhitelistResultInput } from './whitelistResult.types';

/**
 * WhitelistChecked's result (spec sections 2 and 4), a child of the mint page: the giveaway's
 * success page, or the whitelist result, with the made story and 'SHARE YOUR STORY!' when the
 * whitelisting made one. The story reveal comes with the forms' code (a chunk of its own, loaded
 * already after a sign-up); if that code or the reveal fails, the result shows alone.
 */
export const whitelistResultMachine = setup({
  types: {
    context: {} as WhitelistResultContext,
    input: {} as WhitelistResultInput,
  },
  actors: {
    /** The forms' code, which brings the story reveal (src/app/bindings/mintPageParts.ts). */
    loadForms: fromPromise<void>(() => Promise.reject(new Error('loadForms is bound at the edge'))),
    /**
     * The made story and its share button (machines/storyReveal): a machine file imports no other
     * machine, so this placeholder is typed as it and src/app/bindings/whitelistResult.ts binds it.
     */
    storyReveal: fromCallback(() => {}) as unknown as typeof storyRevealMachine,
  },
  guards: {
    isGiveaway: ({ context }) => context.result === 'giveaway',
    madeStory: ({ context }) => context.result === 'story',
  },
  actions: {
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: () => {},
  },
}).createMachine({
  id: 'whitelistResult',
  context: ({ input }) => input,
  initial: 'choosingResult',
  states: {
    choosingResult: {
      always: [
        { guard: 'isGiveaway', target: 'giveawayRegistered' },
        { guard: 'madeStory', target: 'loadingStory' },
        { target: 'plain' },
      ],
    },
    loadingStory: {
      description: "The story reveal comes with the forms' code (loaded already after a sign-up).",
      invoke: {
        id: 'loadForms',
        src: 'loadForms',
        onDone: 'withStory',
        onError: { target: 'plain', actions: 'logFailure' },
      },
    },
    giveawayRegistered: {
      description: "'Congrats! You're now registered to win a FREE Collectible Story!' and the links to go on with.",
    },
    withStory: {
      description: "A story was made: the story and 'SHARE YOUR STORY!'.",
      invoke: {
        id: 'storyReveal',
        src: 'storyReveal',
        input: ({ context }) => ({ storyKey: context.storyKey }),
        onError: { target: 'plain', actions: 'logFailure' },
      },
    },
    plain: { description: 'The result alone.' },
  },
});
