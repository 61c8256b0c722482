import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine } from './contactForm.machine';

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

export const selectFields = (snapshot: ContactFormSnapshot) => snapshot.context.fields;

/** Spec section 5: submit is disabled until every field is valid, and after submitting. */
export const selectCanSubmit = (snapshot: ContactFormSnapshot) => snapshot.can({ type: 'contactForm.submit' });

/** The fields are locked and the button reads 'Submitted'. */
export const selectSubmitted = (snapshot: ContactFormSnapshot) => snapshot.matches('submitted');
