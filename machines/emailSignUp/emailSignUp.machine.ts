import { assign, fromPromise, setup } from 'xstate';
import type { EmailSignUpContext, EmailSignUpEvent, EmailSignUpProblem } from './emailSignUp.types';

/**
 * An e-mail form of the mint page (spec sections 2, 5 and 8): 'Sign up to get notified when the
 * Whitelist is live!' and the 'Waitlist Signup'. Submitting is possible only with an address, not
 * while a submit runs and not after success; a falsy answer and a failed call each have their
 * text, and editing the address clears it.
 */
export const emailSignUpMachine = setup({
  types: {
    context: {} as EmailSignUpContext,
    events: {} as EmailSignUpEvent,
  },
  actors: {
    /** subscribeEmail({ socialHandles: { email } }): true when subscribed. */
    subscribeEmail: fromPromise<boolean, { email: string }>(() =>
      Promise.reject(new Error('subscribeEmail is bound at the edge')),
    ),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    isSubscribed: (_, params: { subscribed: boolean }) => params.subscribed,
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({ email: params.email, touched: true, problem: null })),
    setProblem: assign((_, params: { problem: EmailSignUpProblem }) => ({ problem: params.problem })),
  },
}).createMachine({
  id: 'emailSignUp',
  context: { email: '', touched: false, problem: null },
  initial: 'editing',
  states: {
    editing: {
      description: "The field and the submit button; an empty field says 'Please enter a valid email address.'.",
      on: {
        'emailSignUp.changed': {
          actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) },
        },
        'emailSignUp.submit': { guard: 'hasEmail', target: 'submitting' },
      },
    },
    submitting: {
      description: 'subscribeEmail: the button is disabled while it runs.',
      invoke: {
        id: 'subscribeEmail',
        src: 'subscribeEmail',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: 'isSubscribed', params: ({ event }) => ({ subscribed: event.output }) },
            target: 'subscribed',
          },
          {
            target: 'editing',
            description: "'Error occurred. Please double-check your email address.'",
            actions: { type: 'setProblem', params: { problem: 'signUpCheckEmail' } },
          },
        ],
        onError: {
          target: 'editing',
          description: "'Error occurred. Please try again.'",
          actions: { type: 'setProblem', params: { problem: 'signUpTryAgain' } },
        },
      },
    },
    subscribed: {
      type: 'final',
      description: "'SUCCESS!': the form stays locked.",
    },
  },
});
