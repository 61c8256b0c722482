export { PHASE_TIMER_LIMIT_MS, phaseTimerMachine } from './phaseTimer.machine';
export * from './phaseTimer.selectors';
export type * from './phaseTimer.types';
