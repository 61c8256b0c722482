import { assign, fromCallback, sendTo, setup } from 'xstate';
import type {
  PhaseTimerClockRequest,
  PhaseTimerContext,
  PhaseTimerEvent,
  PhaseTimerInput,
  PhaseTimerOutput,
} from './phaseTimer.types';

/** Spec section 9: the timer scheduling threshold, 604800 ms. */
export const PHASE_TIMER_LIMIT_MS = 604_800;

/** A dormant timer measures again at least this often: a timer's delay must stay finite. */
const DORMANT_RECHECK_MS = 86_400_000;

/** How long a dormant timer waits: until the boundary is just within the limit, or a day. */
const dormantWait = (remainingMs: number) => Math.min(remainingMs - (PHASE_TIMER_LIMIT_MS - 1), DORMANT_RECHECK_MS);

/**
 * The sale-phase timer (spec sections 4 and 9), a child of the mint page for one boundary: the
 * page moves to `next` at the absolute time `at`. The phase timer is scheduled only when the
 * boundary is less than 604800 ms away (spec section 9; that is 10 min 4.8 s). Further away the
 * timer is dormant: it measures again when the boundary comes within the limit (checking at
 * least daily), so a visitor watching a longer countdown still sees the page change when it
 * ends. The mint page starts none while a page is forced.
 *
 * Times are absolute: browsers delay the timers of a hidden tab and a sleeping laptop stops them,
 * so whenever the page wakes (`watchWake`: visible again, or focused) the time left is measured
 * again. A boundary passed in the meantime is reached at once; one that came within the limit is
 * scheduled then. After a dormant wait the chart estimates the time left as on a punctual clock
 * and asks `watchWake`, the page's clock, for the measured time, which it sends back as a wake-up.
 */
export const phaseTimerMachine = setup({
  types: {
    context: {} as PhaseTimerContext,
    events: {} as PhaseTimerEvent,
    input: {} as PhaseTimerInput,
    output: {} as PhaseTimerOutput,
  },
  actors: {
    /**
     * The page's clock: sends `phaseTimer.resynced` with the time left to `at` whenever the page
     * wakes up, and when asked (`phaseTimer.measure`).
     */
    watchWake: fromCallback<PhaseTimerClockRequest, { at: number }>(() => undefined),
  },
  delays: {
    /** The time left to the boundary, as measured last. */
    untilBoundary: ({ context }) => Math.max(0, context.remainingMs),
    /** Until the boundary is within the limit, or a day. */
    untilWithinLimit: ({ context }) => dormantWait(context.remainingMs),
  },
  guards: {
    isDue: ({ context }) => context.remainingMs <= 0,
    isWithinLimit: ({ context }) => context.remainingMs < PHASE_TIMER_LIMIT_MS,
  },
  actions: {
    /** The time left to `at` after the dormant wait, as on a punctual clock (timers run late: see askClock). */
    estimateRemaining: assign(({ context }) => ({
      remainingMs: context.remainingMs - dormantWait(context.remainingMs),
    })),
    /** Asks the page's clock for the time left, which comes back as `phaseTimer.resynced`. */
    askClock: sendTo('watchWake', { type: 'phaseTimer.measure' } satisfies PhaseTimerClockRequest),
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
      description: '604800 ms or more away: no phase timer; measured again once within the limit (or a day later).',
      after: { untilWithinLimit: { target: 'deciding', actions: ['estimateRemaining', 'askClock'] } },
    },
    reached: {
      type: 'final',
      description: 'The boundary is reached: the mint page moves to the next state.',
    },
  },
});
