import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { NewsletterSignUpContext, NewsletterSignUpEvent } from './newsletterSignUp.types';

/**
 * The newsletter sign-up of the landing page (spec sections 2 and 5), one flow for the sign-up
 * modal and the footer box: a valid address and the agreement are required, the button reads
 * 'Subscribe', 'Subscribing...' while the call runs and 'Subscribed' after it (the address is then
 * cleared); a failure re-enables the form with 'Error occurred.'. The address rule is a named
 * guard bound at the edge, so the chart carries no validation code.
 */
export const newsletterSignUpMachine = setup({
  types: {
    context: {} as NewsletterSignUpContext,
    events: {} as NewsletterSignUpEvent,
  },
  actors: {
    /** POST /emailsub with {email}: true when the service said yes (spec section 7). */
    subscribeEmail: fromPromise<boolean, { email: string }>(() =>
      Promise.reject(new Error('subscribeEmail is bound at the edge')),
    ),
    /** Follows the app's sign-up modal: sends `newsletter.modalShown` as it opens and closes. */
    watchSignUpModal: fromCallback<NewsletterSignUpEvent>(() => {}),
  },
  guards: {
    /** A valid e-mail address (bound at the edge with the domain's rule). */
    isValidEmail: (_args: { context: NewsletterSignUpContext }) => false,
    hasAgreed: ({ context }) => context.agreed,
    canSubmit: and(['isValidEmail', 'hasAgreed']),
    isSubscribed: (_, params: { subscribed: boolean }) => params.subscribed,
    isShown: (_, params: { shown: boolean }) => params.shown,
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    setAgreement: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    clearEmail: assign({ email: '' }),
    clearAgreement: assign({ agreed: false }),
    markFailed: assign({ failed: true }),
    clearFailure: assign({ failed: false }),
    /** A watcher that stops is a bug, never the user's doing: reported for the developers (bound at the edge). */
    reportWatcherFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'newsletterSignUp',
  context: { email: '', agreed: false, failed: false },
  initial: 'editing',
  invoke: {
    id: 'watchSignUpModal',
    src: 'watchSignUpModal',
    onError: {
      description: 'Without the modal to follow, the forms still work; the modal no longer clears the agreement.',
      actions: { type: 'reportWatcherFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
  states: {
    editing: {
      description: 'The address and the agreement; submit needs both (a valid address, the box ticked).',
      on: {
        'newsletter.emailChanged': {
          actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) },
        },
        'newsletter.agreementChanged': {
          actions: { type: 'setAgreement', params: ({ event }) => ({ agreed: event.agreed }) },
        },
        'newsletter.modalShown': {
          guard: { type: 'isShown', params: ({ event }) => ({ shown: event.shown }) },
          description: 'The modal opens with the agreement cleared and no past answer.',
          actions: ['clearAgreement', 'clearFailure'],
        },
        'newsletter.submit': {
          guard: 'canSubmit',
          target: 'submitting',
          actions: 'clearFailure',
        },
      },
    },
    submitting: {
      description: "'Subscribing...': the form is locked while the call runs.",
      invoke: {
        id: 'subscribeEmail',
        src: 'subscribeEmail',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'isSubscribed', params: ({ event }) => ({ subscribed: event.output }) },
            target: 'subscribed',
            actions: 'clearEmail',
          },
          { target: 'editing', description: "The service said no: 'Error occurred.'", actions: 'markFailed' },
        ],
        onError: { target: 'editing', description: "The call failed: 'Error occurred.'", actions: 'markFailed' },
      },
    },
    subscribed: {
      description: "'Subscribed', the address cleared; typing another address starts a new sign-up.",
      on: {
        'newsletter.emailChanged': {
          target: 'editing',
          actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) },
        },
        'newsletter.modalShown': {
          guard: { type: 'isShown', params: ({ event }) => ({ shown: event.shown }) },
          target: 'editing',
          description: "The modal opens reading 'Subscribe' with the agreement cleared.",
          actions: 'clearAgreement',
        },
      },
    },
  },
});
