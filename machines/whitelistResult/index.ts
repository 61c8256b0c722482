export { whitelistResultMachine } from './whitelistResult.machine';
export * from './whitelistResult.selectors';
export type * from './whitelistResult.types';
