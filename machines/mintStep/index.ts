export { mintStepMachine } from './mintStep.machine';
export * from './mintStep.selectors';
export type * from './mintStep.types';
