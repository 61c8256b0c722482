import { assign, fromCallback, setup } from 'xstate';
import type { PhaseTimerContext, PhaseTimerEvent, PhaseTimerInput, PhaseTimerOutput } from './phaseTimer.types';

/**
 * The sale-phase timer (spec sections 4 and 9), a child of the mint page for one boundary: the
 * page moves to `next` at the absolute time `at`. A timer is scheduled only when the boundary is
 * less than 604800 ms away; the mint page starts none while a page is forced.
 *
 * Times are absolute: browsers delay the timers of a hidden tab and a sleeping laptop stops them,
 * so whenever the page wakes (`watchWake`: visible again, or focused) the time left is measured
 * again. A boundary passed in the meantime is reached at once; one that came within the limit is
 * scheduled then.
 */
export const phaseTimerMachine = setup({
  types: {
    context: {} as PhaseTimerContext,
    events: {} as PhaseTimerEvent,
    input: {} as PhaseTimerInput,
    output: {} as PhaseTimerOutput,
  },
  actors: {
    /** Sends `phaseTimer.resynced` with the time left to `at` whenever the page wakes up. */
    watchWake: fromCallback<PhaseTimerEvent, { at: number }>(() => undefined),
  },
  delays: {
    /** The time left to the boundary, as measured last. */
    untilBoundary: ({ context }) => Math.max(0, context.remainingMs),
  },
  guards: {
    isDue: ({ context }) => context.remainingMs <= 0,
    /** Spec section 9: the timer scheduling threshold, 604800 ms. */
    isWithinLimit: ({ context }) => context.remainingMs < 604_800,
  },
  actions: {
    /** The wake-up watcher failed: logged (the timer still runs on its own). */
    logWatchFailure: (() => {}) as (_: unknown, params: { error: unknown }) => void,
    setRemaining: assign((_, params: { remainingMs: number }) => ({ remainingMs: params.remainingMs })),
  },
}).createMachine({
  id: 'phaseTimer',
  context: ({ input }) => ({ ...input }),
  output: ({ context }) => ({ next: context.next }),
  initial: 'deciding',
  invoke: {
    id: 'watchWake',
    src: 'watchWake',
    input: ({ context }) => ({ at: context.at }),
    onError: {
      description: 'The page cannot be watched: the timer alone decides.',
      actions: { type: 'logWatchFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
  on: {
    'phaseTimer.resynced': {
      target: '.deciding',
      actions: { type: 'setRemaining', params: ({ event }) => ({ remainingMs: event.remainingMs }) },
    },
  },
  states: {
    deciding: {
      description: 'How far is the boundary?',
      always: [
        { guard: 'isDue', target: 'reached' },
        { guard: 'isWithinLimit', target: 'waiting' },
        { target: 'dormant' },
      ],
    },
    waiting: {
      description: 'Less than 604800 ms away: the timer runs.',
      after: { untilBoundary: { target: 'reached' } },
    },
    dormant: {
      description: 'A week or more away: nothing is scheduled (a wake-up measures again).',
    },
    reached: {
      type: 'final',
      description: 'The boundary is reached: the mint page moves to the next state.',
    },
  },
});
