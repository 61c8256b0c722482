import { fromCallback } from 'xstate';
import {
  phaseTimerMachine,
  type PhaseTimerClockRequest,
  type PhaseTimerEvent,
  type PhaseTimerInput,
} from '../../../machines/phaseTimer';
import type { PageState } from '../../domain/sale/pageState';
import { nextPhaseBoundary } from '../../domain/sale/phaseBoundary';
import type { Sale } from '../../domain/sale/sale.types';

/** What the phase timer runs on: the time, and the page's wake-up signals. */
export interface PhaseTimerEdge {
  now: () => number;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The timer's input for a page state of a sale, or null when the page does not move by time
 * (spec section 4: no boundary ahead for this state).
 */
export function phaseTimerInputFor(sale: Sale, page: PageState, now: number): PhaseTimerInput | null {
  const boundary = nextPhaseBoundary(sale, page, new Date(now));
  if (!boundary) return null;
  const at = boundary.at.getTime();
  return { at, next: boundary.next, remainingMs: at - now };
}

/**
 * Binds the phase timer to the page's clock: when the tab becomes visible again, the window gets
 * the focus, or the timer asks, the time left is measured against the boundary's absolute time.
 */
export function bindPhaseTimer(edge: PhaseTimerEdge) {
  return phaseTimerMachine.provide({
    actors: {
      watchWake: fromCallback<PhaseTimerClockRequest, { at: number }>(({ sendBack, receive, input }) => {
        const measure = () =>
          sendBack({ type: 'phaseTimer.resynced', remainingMs: input.at - edge.now() } satisfies PhaseTimerEvent);
        const wake = () => {
          if (edge.document.visibilityState !== 'hidden') measure();
        };
        receive((event) => {
          if (event.type === 'phaseTimer.measure') measure();
        });
        edge.document.addEventListener('visibilitychange', wake);
        edge.window.addEventListener('focus', wake);
        return () => {
          edge.document.removeEventListener('visibilitychange', wake);
          edge.window.removeEventListener('focus', wake);
        };
      }),
    },
    actions: {
      logWatchFailure: (_, params) =>
        console.warn('[phaseTimer] the page cannot be watched for wake-ups', params.error),
    },
  });
}

export type PhaseTimerLogic = ReturnType<typeof bindPhaseTimer>;
