import type { SnapshotFrom } from 'xstate';
import type { phaseTimerMachine } from './phaseTimer.machine';

export type PhaseTimerSnapshot = SnapshotFrom<typeof phaseTimerMachine>;

/** A timer is running for the boundary (it is less than 604800 ms away). */
export const selectPhaseTimerScheduled = (snapshot: PhaseTimerSnapshot) => snapshot.matches('waiting');

/** The boundary was reached: the state the mint page moves to, else null. */
export const selectPhaseReached = (snapshot: PhaseTimerSnapshot) =>
  snapshot.status === 'done' ? snapshot.context.next : null;
