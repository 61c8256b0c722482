export { mintEntrySigningMachine } from './mintEntrySigning.machine';
export * from './mintEntrySigning.selectors';
export type * from './mintEntrySigning.types';
