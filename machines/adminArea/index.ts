export { adminAreaMachine } from './adminArea.machine';
export * from './adminArea.selectors';
export type * from './adminArea.types';
