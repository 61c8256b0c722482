import { contactFormMachine } from '../../../machines/contactForm';
import { isValidEmailAddress } from '../../domain/emailAddress';

/** The contact form's chart with its e-mail rule bound. It has no other effects: nothing is sent. */
export const contactFormFlow = contactFormMachine.provide({
  guards: { isValidEmail: ({ context }) => isValidEmailAddress(context.fields.email) },
});
