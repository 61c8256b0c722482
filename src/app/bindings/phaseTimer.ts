import { fromCallback } from 'xstate';
import { phaseTimerMachine, type PhaseTimerClockRequest, type PhaseTimerEvent } from '../../../machines/phaseTimer';

/** What the phase timer runs on: the time, and the page's wake-up signals. */
export interface PhaseTimerEdge {
  now: () => number;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Binds the phase timer to the page's clock: it tells the time when the timer asks, and when the
 * tab becomes visible again or the window gets the focus.
 */
export function bindPhaseTimer(edge: PhaseTimerEdge) {
  return phaseTimerMachine.provide({
    actors: {
      watchWake: fromCallback<PhaseTimerClockRequest>(({ sendBack, receive }) => {
        const read = () => sendBack({ type: 'phaseTimer.clockRead', now: edge.now() } satisfies PhaseTimerEvent);
        const wake = () => {
          if (edge.document.visibilityState !== 'hidden') read();
        };
        receive((event) => {
          if (event.type === 'phaseTimer.readClock') read();
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
      logWatchFailure: (_, params) => console.warn('[phaseTimer] the page has no clock to watch', params.error),
    },
  });
}

export type PhaseTimerLogic = ReturnType<typeof bindPhaseTimer>;
