import { expect } from 'vitest';
import { PHASE_TIMER_LIMIT_MS } from '../../../machines/phaseTimer';
import type { UiModel } from '../driver';
import type { PhaseTimerUi } from './phaseTimerDriver';

/** What each phase-timer state means for the page's clock: which timer is armed. */
export const phaseTimerUi: UiModel<PhaseTimerUi> = {
  assertions: {
    waiting: ({ actor, clock }) => {
      expect(clock.armedDelays()).toEqual([Math.max(0, actor.getSnapshot().context.remainingMs)]);
    },
    dormant: ({ actor, clock }) => {
      // No phase timer: only the re-check, when the boundary will be just within the limit.
      expect(clock.armedDelays()).toEqual([actor.getSnapshot().context.remainingMs - (PHASE_TIMER_LIMIT_MS - 1)]);
    },
    reached: ({ actor, clock }) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.output).toEqual({ next: snapshot.context.next });
      expect(clock.armedDelays()).toEqual([]);
    },
  },
  userActions: {
    'phaseTimer.resynced': async (ui, event) => {
      ui.wakeUp((event as unknown as { remainingMs: number }).remainingMs);
    },
  },
};
