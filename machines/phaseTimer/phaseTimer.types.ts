/** Types of the sale-phase timer (spec sections 4 and 9: timed transitions of the mint page). */
import type { PageState } from '../../src/domain/sale/pageState';

export type { PageState };

export interface PhaseTimerInput {
  /** The boundary, as an absolute time (epoch milliseconds). */
  at: number;
  /** The page state the mint page moves to at the boundary. */
  next: PageState;
  /** Milliseconds from now to the boundary (0 or less: due now). */
  remainingMs: number;
}

export type PhaseTimerContext = PhaseTimerInput;

export type PhaseTimerEvent =
  /**
   * The page woke up (visible again, or focused): the time left to the boundary, measured again
   * against the absolute time, since timers of a hidden tab or a sleeping laptop run late.
   */
  { type: 'phaseTimer.resynced'; remainingMs: number };

/** What the timer asks its clock (the `watchWake` actor): the time left, measured now. */
export type PhaseTimerClockRequest = { type: 'phaseTimer.measure' };

/** The boundary was reached: the mint page moves to `next`. */
export interface PhaseTimerOutput {
  next: PageState;
}
