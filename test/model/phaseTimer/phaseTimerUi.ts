import { expect } from 'vitest';
import { PHASE_TIMER_LIMIT_MS } from '../../../machines/phaseTimer';
import type { UiModel } from '../driver';
import type { PhaseTimerUi } from './phaseTimerDriver';

const DAY = 86_400_000;

/** What each phase-timer state means for the page's clock: which timer is armed. */
export const phaseTimerUi: UiModel<PhaseTimerUi> = {
  assertions: {
    waiting: ({ actor, clock }) => {
      expect(clock.armedDelays()).toEqual([Math.max(0, actor.getSnapshot().context.remainingMs)]);
    },
    planning: ({ clock }) => {
      // Nothing armed until the clock is read.
      expect(clock.armedDelays()).toEqual([]);
    },
    dormant: ({ actor, clock }) => {
      // No phase timer: only the re-check, when the boundary will be just within the limit (or a day later).
      const { remainingMs } = actor.getSnapshot().context;
      expect(clock.armedDelays()).toEqual([Math.min(remainingMs - (PHASE_TIMER_LIMIT_MS - 1), DAY)]);
    },
    reached: ({ actor, clock }) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.output).toEqual({ next: snapshot.context.next });
      expect(clock.armedDelays()).toEqual([]);
    },
  },
  userActions: {
    'phaseTimer.clockRead': async (ui, event) => {
      ui.wakeUp((event as unknown as { now: number }).now);
    },
  },
};
