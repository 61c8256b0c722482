import { setup } from 'xstate';
import type { StoryRevealContext, StoryRevealEvent, StoryRevealInput } from './storyReveal.types';

/**
 * The story a whitelisting made, on WhitelistChecked (spec sections 4 and 9): the story frame
 * loads; 'SHARE YOUR STORY!' is enabled 2 s after it reports loaded, and disabled after one
 * click, which shares the story. A frame that never reports loaded does not hold the button
 * back for ever: after the viewer's 15 s it is enabled anyway.
 */
export const storyRevealMachine = setup({
  types: {
    context: {} as StoryRevealContext,
    events: {} as StoryRevealEvent,
    input: {} as StoryRevealInput,
  },
  delays: {
    /** Spec section 9: share enabling delay, 2 s after the host app loaded. */
    shareEnablingDelay: 2_000,
    /** Spec section 9: viewer load expiry. */
    viewerLoadExpiry: 15_000,
  },
  actions: {
    /** Opens the share of the story (bound at the edge: inside the click, so no popup blocker). */
    shareStory: (_, _params: { storyKey: string }) => {},
  },
}).createMachine({
  id: 'storyReveal',
  context: ({ input }) => input,
  initial: 'loading',
  states: {
    loading: {
      description: 'The story frame loads; the button is disabled.',
      on: { 'storyReveal.loaded': { target: 'settling' } },
      after: { viewerLoadExpiry: { target: 'ready', description: 'The frame never reported loaded.' } },
    },
    settling: {
      description: 'Loaded: the button is enabled 2 s later.',
      after: { shareEnablingDelay: { target: 'ready' } },
    },
    ready: {
      description: "'SHARE YOUR STORY!' is enabled.",
      on: {
        'storyReveal.share': {
          target: 'shared',
          actions: { type: 'shareStory', params: ({ context }) => ({ storyKey: context.storyKey }) },
        },
      },
    },
    shared: { type: 'final', description: 'Shared once: the button stays disabled.' },
  },
});
