import { assign, not, setup } from 'xstate';
import type { CarouselContext, CarouselEvent, CarouselInput } from './carousel.types';

/**
 * The 'Our Stories' carousel of the landing page (spec sections 2 and 9): the centred slide moves
 * with the buttons, dots, keys and swipes, looping at both ends, and on its own every 10 s while
 * autoplay is on. The user pauses it with a button; a hidden page, or the pointer or focus inside
 * the carousel, holds it for as long as they last, so nothing moves while someone reads or looks away.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  guards: {
    startsPaused: ({ context }) => !context.autoplay,
    isHeld: ({ context }) => context.pageHidden || context.pointerInside || context.focusInside,
    isFree: not('isHeld'),
    isSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
  actions: {
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showPrevious: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    showSlide: assign((_, params: { index: number }) => ({ index: params.index })),
    setPageHidden: assign((_, params: { hidden: boolean }) => ({ pageHidden: params.hidden })),
    setPointerInside: assign((_, params: { inside: boolean }) => ({ pointerInside: params.inside })),
    setFocusInside: assign((_, params: { inside: boolean }) => ({ focusInside: params.inside })),
  },
  delays: {
    /** Spec section 9: the carousel interval. */
    advanceInterval: 10_000,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    count: Math.max(1, Math.floor(input.count)),
    index: 0,
    autoplay: input.autoplay,
    pageHidden: false,
    pointerInside: false,
    focusInside: false,
  }),
  type: 'parallel',
  on: {
    'carousel.visibilityChanged': {
      actions: { type: 'setPageHidden', params: ({ event }) => ({ hidden: event.hidden }) },
    },
    'carousel.pointerChanged': {
      actions: { type: 'setPointerInside', params: ({ event }) => ({ inside: event.inside }) },
    },
    'carousel.focusChanged': {
      actions: { type: 'setFocusInside', params: ({ event }) => ({ inside: event.inside }) },
    },
  },
  states: {
    slides: {
      description: 'Which slide is centred. Moving past either end loops to the other.',
      initial: 'showing',
      states: {
        showing: {
          on: {
            'carousel.next': { actions: 'showNext' },
            'carousel.prev': { actions: 'showPrevious' },
            'carousel.goTo': {
              guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) },
            },
          },
        },
      },
    },
    rotation: {
      description: 'Autoplay: the Pause and Play button, and what holds it.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Reduced motion asked: the carousel starts paused and moves only when told.',
          always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'playing' }],
        },
        playing: {
          description: "Autoplay on: the button reads 'Pause'.",
          initial: 'advancing',
          on: {
            'carousel.pause': { target: 'paused' },
          },
          states: {
            advancing: {
              description:
                'The next slide comes after each advanceInterval; a slide chosen by hand gets the whole interval too.',
              always: { guard: 'isHeld', target: 'held' },
              after: {
                advanceInterval: { target: 'advancing', reenter: true, actions: 'showNext' },
              },
              on: {
                'carousel.next': { target: 'advancing', reenter: true },
                'carousel.prev': { target: 'advancing', reenter: true },
                'carousel.goTo': {
                  guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
                  target: 'advancing',
                  reenter: true,
                },
              },
            },
            held: {
              description:
                'The page is hidden, or the pointer or the focus is inside the carousel: no slide moves on its own until all of them are gone, then a whole interval starts.',
              always: { guard: 'isFree', target: 'advancing' },
            },
          },
        },
        paused: {
          description: "Paused by the user, or from the start under reduced motion: the button reads 'Play'.",
          on: {
            'carousel.play': { target: 'playing' },
          },
        },
      },
    },
  },
});
