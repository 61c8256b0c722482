import { and, assign, setup } from 'xstate';
import type { ContactField, ContactFormContext, ContactFormEvent } from './contactForm.types';

/**
 * The optional contact form (spec section 5): name, e-mail, subject and message are all required
 * and submit works only when they are valid. Submitting resets the form, locks every field and
 * the button reads 'Submitted'. No server call is made. The e-mail rule is a named guard bound at
 * the edge, so the chart carries no validation code.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  guards: {
    isComplete: ({ context }) => Object.values(context.fields).every((value) => value.trim() !== ''),
    /** A valid e-mail address (bound at the edge with the domain's rule). */
    isValidEmail: (_args: { context: ContactFormContext }) => false,
    isValid: and(['isComplete', 'isValidEmail']),
  },
  actions: {
    setField: assign(({ context }, params: { field: ContactField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
    })),
    resetFields: assign({ fields: { name: '', email: '', subject: '', message: '' } }),
  },
}).createMachine({
  id: 'contactForm',
  context: { fields: { name: '', email: '', subject: '', message: '' } },
  initial: 'editing',
  states: {
    editing: {
      description: 'The four fields; the submit button is enabled once all are filled and the e-mail is valid.',
      on: {
        'contactForm.changed': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'contactForm.submit': { guard: 'isValid', target: 'submitted', actions: 'resetFields' },
      },
    },
    submitted: {
      type: 'final',
      description: "The form is reset and locked; the button reads 'Submitted'. Nothing is sent anywhere.",
    },
  },
});
