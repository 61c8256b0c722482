import { assign, fromCallback, sendTo, setup } from 'xstate';
import { nextPhaseBoundary } from '../../src/domain/sale/phaseBoundary';
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
 * The sale-phase timer (spec sections 4 and 9), a child of the mint page for one page state: it
 * finds the page's next boundary (src/domain/sale/phaseBoundary.ts) on the page's clock and moves
 * the page to `next` at that absolute time. The phase timer is scheduled only when the boundary is
 * less than 604800 ms away (spec section 9; that is 10 min 4.8 s). Further away the timer is
 * dormant: it measures again when the boundary comes within the limit (checking at least daily),
 * so a visitor watching a longer countdown still sees the page change when it ends. Without a sale
 * (a forced page) there is no boundary.
 *
 * Times are absolute: browsers delay the timers of a hidden tab and a sleeping laptop stops them.
 * The chart reads the time from `watchWake`, the page's clock, which answers when asked and also
 * reports whenever the page wakes (visible again, or focused). A boundary passed in the meantime
 * is reached at once; one that came within the limit is scheduled then. After a dormant wait the
 * chart estimates the time left as on a punctual clock, and asks the clock again.
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
     * The page's clock: sends `phaseTimer.clockRead` with the time now when asked
     * (`phaseTimer.readClock`) and whenever the page wakes up.
     */
    watchWake: fromCallback<PhaseTimerClockRequest>(() => undefined),
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
    /** Asks the page's clock for the time now, which comes back as `phaseTimer.clockRead`. */
    askClock: sendTo('watchWake', { type: 'phaseTimer.readClock' } satisfies PhaseTimerClockRequest),
    /** The page's next boundary from the time now (none without a sale, or when the page does not move by time). */
    planBoundary: assign(({ context }, params: { now: number }) => {
      const boundary = context.sale ? nextPhaseBoundary(context.sale, context.page, new Date(params.now)) : null;
      // None: the context keeps what it started with, no boundary (at Infinity, the page stays).
      if (!boundary) return {};
      const at = boundary.at.getTime();
      return { at, next: boundary.next, remainingMs: at - params.now };
    }),
    /** The time left to the boundary, from the time now. */
    measureRemaining: assign(({ context }, params: { now: number }) => ({ remainingMs: context.at - params.now })),
    /** The time left to `at` after the dormant wait, as on a punctual clock (timers run late: see askClock). */
    estimateRemaining: assign(({ context }) => ({
      remainingMs: context.remainingMs - dormantWait(context.remainingMs),
    })),
    /** The clock failed: logged (the page then does not move by time; a reload shows the right phase). */
    logWatchFailure: (() => {}) as (_: unknown, params: { error: unknown }) => void,
  },
}).createMachine({
  id: 'phaseTimer',
  context: ({ input }) => ({ ...input, at: Infinity, next: input.page, remainingMs: Infinity }),
  output: ({ context }) => ({ next: context.next }),
  initial: 'planning',
  invoke: {
    id: 'watchWake',
    src: 'watchWake',
    onError: {
      description: 'The page has no clock: the timer decides on what it measured last.',
      actions: { type: 'logWatchFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
  on: {
    'phaseTimer.clockRead': {
      target: '.deciding',
      actions: { type: 'measureRemaining', params: ({ event }) => ({ now: event.now }) },
    },
  },
  states: {
    planning: {
      description: "Which boundary is next for the page? Asks the page's clock for the time.",
      entry: 'askClock',
      on: {
        'phaseTimer.clockRead': {
          target: 'deciding',
          actions: { type: 'planBoundary', params: ({ event }) => ({ now: event.now }) },
        },
      },
    },
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
