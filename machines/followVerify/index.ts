export { followVerifyMachine } from './followVerify.machine';
export * from './followVerify.selectors';
export type * from './followVerify.types';
