export { adminFundsMachine } from './adminFunds.machine';
export * from './adminFunds.selectors';
export type * from './adminFunds.types';
