export { whitelistSignUpMachine } from './whitelistSignUp.machine';
export * from './whitelistSignUp.selectors';
export type * from './whitelistSignUp.types';
