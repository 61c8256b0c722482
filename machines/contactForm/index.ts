export { contactFormMachine } from './contactForm.machine';
export * from './contactForm.selectors';
export type * from './contactForm.types';
