export { mintTransactionMachine } from './mintTransaction.machine';
export * from './mintTransaction.selectors';
export type * from './mintTransaction.types';
