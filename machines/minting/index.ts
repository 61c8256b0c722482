export { mintingMachine } from './minting.machine';
export * from './minting.selectors';
export type * from './minting.types';
