export { phaseTimerMachine } from './phaseTimer.machine';
export * from './phaseTimer.selectors';
export type * from './phaseTimer.types';
