/** Types of the sale-phase timer (spec sections 4 and 9: timed transitions of the mint page). */
import type { PageState } from '../../src/domain/sale/pageState';
import type { Sale } from '../../src/domain/sale/sale.types';

export type { PageState, Sale };

export interface PhaseTimerInput {
  /** The sale whose phases move the page; null when the page does not move by time (forced, or no sale). */
  sale: Sale | null;
  /** The page state the timer is for. */
  page: PageState;
}

export interface PhaseTimerContext extends PhaseTimerInput {
  /** The boundary, as an absolute time (epoch milliseconds); Infinity when there is none. */
  at: number;
  /** The page state the mint page moves to at the boundary. */
  next: PageState;
  /** Milliseconds from the last reading of the clock to the boundary (0 or less: due). */
  remainingMs: number;
}

export type PhaseTimerEvent =
  /**
   * The page's clock: the time now (epoch milliseconds), when the timer asked for it and whenever
   * the page wakes up (visible again, or focused), since timers of a hidden tab or a sleeping
   * laptop run late.
   */
  { type: 'phaseTimer.clockRead'; now: number };

/** What the timer asks its clock (the `watchWake` actor): the time now. */
export type PhaseTimerClockRequest = { type: 'phaseTimer.readClock' };

/** The boundary was reached: the mint page moves to `next`. */
export interface PhaseTimerOutput {
  next: PageState;
}
