import type { SnapshotFrom } from 'xstate';
import type { newsletterSignUpMachine } from './newsletterSignUp.machine';

export type NewsletterSignUpSnapshot = SnapshotFrom<typeof newsletterSignUpMachine>;

export type NewsletterButtonLabel = 'Subscribe' | 'Subscribing...' | 'Subscribed';

export const selectNewsletterEmail = (snapshot: NewsletterSignUpSnapshot) => snapshot.context.email;
export const selectNewsletterAgreed = (snapshot: NewsletterSignUpSnapshot) => snapshot.context.agreed;

/** Spec section 5: submit is disabled while invalid, submitting or submitted. */
export const selectNewsletterCanSubmit = (snapshot: NewsletterSignUpSnapshot) =>
  snapshot.can({ type: 'newsletter.submit' });

/** The fields are locked while the call runs. */
export const selectNewsletterLocked = (snapshot: NewsletterSignUpSnapshot) => snapshot.matches('submitting');

export const selectNewsletterButtonLabel = (snapshot: NewsletterSignUpSnapshot): NewsletterButtonLabel =>
  snapshot.matches('submitting') ? 'Subscribing...' : snapshot.matches('subscribed') ? 'Subscribed' : 'Subscribe';

/** 'Error occurred.' in red after a failed submit. */
export const selectNewsletterFailed = (snapshot: NewsletterSignUpSnapshot) =>
  snapshot.matches('editing') && snapshot.context.failed;
