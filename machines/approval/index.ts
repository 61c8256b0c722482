export { approvalMachine } from './approval.machine';
export * from './approval.selectors';
export type * from './approval.types';
