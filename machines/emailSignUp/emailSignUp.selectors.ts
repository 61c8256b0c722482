import type { SnapshotFrom } from 'xstate';
import type { emailSignUpMachine } from './emailSignUp.machine';

export type EmailSignUpSnapshot = SnapshotFrom<typeof emailSignUpMachine>;

export const selectEmail = (snapshot: EmailSignUpSnapshot) => snapshot.context.email;

/** Spec section 5: the submit button works with an address, not while submitting or after success. */
export const selectCanSubmit = (snapshot: EmailSignUpSnapshot) => snapshot.can({ type: 'emailSignUp.submit' });

export const selectSubmitting = (snapshot: EmailSignUpSnapshot) => snapshot.matches('submitting');
export const selectSubscribed = (snapshot: EmailSignUpSnapshot) => snapshot.matches('subscribed');

/** An edited field left empty: 'Please enter a valid email address.'. */
export const selectEmailMissing = (snapshot: EmailSignUpSnapshot) =>
  snapshot.matches('editing') && snapshot.context.touched && snapshot.context.email.trim() === '';

export const selectEmailSignUpProblem = (snapshot: EmailSignUpSnapshot) =>
  snapshot.matches('editing') ? snapshot.context.problem : null;
