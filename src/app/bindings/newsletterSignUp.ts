import { fromPromise } from 'xstate';
import { selectShowSignUpModal } from '../../../machines/app';
import { newsletterSignUpMachine, type NewsletterSignUpEvent } from '../../../machines/newsletterSignUp';
import { isValidEmailAddress } from '../../domain/emailAddress';
import type { Services } from '../../services/services.types';
import type { AppActor } from '../appActor';
import { watchSystemActor } from './watchSystemActor';

export interface NewsletterSignUpEdge {
  services: () => Promise<Services>;
}

/** Follows the app's sign-up modal (systemId 'app'): whether it is open, each time that changes. */
export const watchSignUpModal = watchSystemActor(
  'app',
  (snapshot: ReturnType<AppActor['getSnapshot']>): NewsletterSignUpEvent[] => [
    { type: 'newsletter.modalShown', shown: selectShowSignUpModal(snapshot) },
  ],
);

/**
 * Binds the newsletter sign-up (machines/newsletterSignUp): the address rule, the e-mail
 * subscription service, and the watcher on the app's sign-up modal.
 */
export function bindNewsletterSignUpFlow(edge: NewsletterSignUpEdge) {
  return newsletterSignUpMachine.provide({
    guards: { isValidEmail: ({ context }) => isValidEmailAddress(context.email) },
    actions: {
      reportWatcherFailure: (_, { error }) =>
        console.error('[newsletterSignUp] the sign-up modal watcher stopped', error),
    },
    actors: {
      subscribeEmail: fromPromise(async ({ input, signal }) =>
        (await edge.services()).emailSubscription.subscribe(input.email, signal),
      ),
      watchSignUpModal,
    },
  });
}

export type NewsletterSignUpFlowLogic = ReturnType<typeof bindNewsletterSignUpFlow>;
