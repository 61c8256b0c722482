import { newsletterSignUpMachine } from '../../../machines/newsletterSignUp';
import { isValidEmailAddress } from '../../../src/domain/emailAddress';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The newsletter sign-up of the modal and the footer box: pure plan data. The address rule is
 * the domain's (what the app binds), so the planner knows when Subscribe can be pressed.
 */

export const VALID_EMAIL = 'reader@example.com';
export const INVALID_EMAIL = 'reader@example';

export const newsletterSignUpModel = defineModel({
  name: 'newsletterSignUp',
  machine: newsletterSignUpMachine.provide({
    guards: { isValidEmail: ({ context }) => isValidEmailAddress(context.email) },
  }),
  inputs: [{ name: 'signup', description: 'open /about?signup=1 (the modal and the footer box)', input: undefined }],
  sampleEvents: [
    { type: 'newsletter.emailChanged', email: VALID_EMAIL },
    { type: 'newsletter.emailChanged', email: INVALID_EMAIL },
    { type: 'newsletter.agreementChanged', agreed: true },
    { type: 'newsletter.agreementChanged', agreed: false },
    { type: 'newsletter.submit' },
    { type: 'newsletter.modalShown', shown: true },
    actorDone('subscribeEmail', true),
    actorDone('subscribeEmail', false),
    actorError('subscribeEmail', new Error('network down (planned)')),
    actorError('watchSignUpModal', new Error('the app is gone (planned)')),
  ],
  // What Subscribe depends on: a valid address and the agreement (and a failure shown).
  contextKey: (context) => [isValidEmailAddress(context.email), context.agreed, context.failed],
  stateDescriptions: {
    editing: "the form: 'E-mail address', 'I agree to receive marketing emails.', 'Subscribe'",
    submitting: "'Subscribing...', the fields locked",
    subscribed: "'Subscribed', the address cleared",
  },
  eventDescriptions: {
    'newsletter.emailChanged': 'the user types an address',
    'newsletter.agreementChanged': 'the user ticks or clears the agreement',
    'newsletter.submit': "the user presses 'Subscribe'",
    'newsletter.modalShown': 'the sign-up modal opens (closed first if it was open)',
  },
});
