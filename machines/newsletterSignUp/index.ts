export { newsletterSignUpMachine } from './newsletterSignUp.machine';
export * from './newsletterSignUp.selectors';
export type * from './newsletterSignUp.types';
