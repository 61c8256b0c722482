export { followStepMachine } from './followStep.machine';
export * from './followStep.selectors';
export type * from './followStep.types';
