export { mintMachine } from './mint.machine';
export { IDLE_SESSION } from './mint.session';
export * from './mint.selectors';
export type * from './mint.types';
