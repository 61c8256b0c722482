export { emailSignUpMachine } from './emailSignUp.machine';
export * from './emailSignUp.selectors';
export type * from './emailSignUp.types';
