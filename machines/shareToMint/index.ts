export { shareToMintMachine } from './shareToMint.machine';
export * from './shareToMint.selectors';
export type * from './shareToMint.types';
