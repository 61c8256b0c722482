export { userMachine } from './user.machine';
export * from './user.selectors';
export type * from './user.types';
