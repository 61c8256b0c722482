export { IDLE_SESSION, mintMachine } from './mint.machine';
export * from './mint.selectors';
export type * from './mint.types';
