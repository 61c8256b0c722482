export { identityProofMachine } from './identityProof.machine';
export * from './identityProof.selectors';
export type * from './identityProof.types';
