export { mintLoginMachine } from './mintLogin.machine';
export * from './mintLogin.selectors';
export type * from './mintLogin.types';
