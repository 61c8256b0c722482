export { loginToMintMachine } from './loginToMint.machine';
export * from './loginToMint.selectors';
export type * from './loginToMint.types';
