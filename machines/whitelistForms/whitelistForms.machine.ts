import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { emailSignUpMachine } from '../emailSignUp/emailSignUp.machine';
import type { giveawayMachine } from '../giveaway/giveaway.machine';
import type { whitelistSignUpMachine } from '../whitelistSignUp/whitelistSignUp.machine';
import type {
  WhitelistFormsContext,
  WhitelistFormsEvent,
  WhitelistFormsInput,
  WhitelistFormsOutput,
} from './whitelistForms.types';

/**
 * The Whitelist page's form (spec sections 2 and 4), a child of the mint page: the e-mail form, or
 * the forms' code (a chunk of its own) and then the sign-up section or, on a collection sale, the
 * giveaway. It ends with the form's end, which the mint page turns into its next page; a form that
 * stops, or code that does not load, says 'Error occurred while signing up' until 'Try again'.
 */
export const whitelistFormsMachine = setup({
  types: {
    context: {} as WhitelistFormsContext,
    events: {} as WhitelistFormsEvent,
    input: {} as WhitelistFormsInput,
    output: {} as WhitelistFormsOutput,
  },
  actors: {
    /** The forms' code: the sign-up section, the giveaway and the story reveal (src/app/bindings/mintPageParts.ts). */
    loadForms: fromPromise<void>(() => Promise.reject(new Error('loadForms is bound at the edge'))),
    /*
     * A machine file imports no other machine: these placeholders are typed as the charts they
     * stand for, and src/app/bindings/whitelistForms.ts binds the real ones.
     */
    /** The e-mail form (machines/emailSignUp). */
    emailSignUp: fromCallback(() => {}) as unknown as typeof emailSignUpMachine,
    /** The whitelist sign-up section (machines/whitelistSignUp). */
    whitelistSignUp: fromCallback(() => {}) as unknown as typeof whitelistSignUpMachine,
    /** The collection giveaway (machines/giveaway). */
    giveaway: fromCallback(() => {}) as unknown as typeof giveawayMachine,
  },
  guards: {
    showsEmailForm: ({ context }) => context.form === 'email',
    showsGiveaway: ({ context }) => context.form === 'giveaway',
  },
  actions: {
    setResult: assign((_, params: { output: WhitelistFormsOutput }) => ({ result: params.output })),
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: () => {},
  },
}).createMachine({
  id: 'whitelistForms',
  context: ({ input }) => ({ ...input, result: null }),
  initial: 'choosingForm',
  states: {
    choosingForm: {
      always: [{ guard: 'showsEmailForm', target: 'emailForm' }, { target: 'loadingForms' }],
    },
    loadingForms: {
      description: "The forms' code loads (a chunk of its own): the heading and 'Loading…'.",
      invoke: {
        id: 'loadForms',
        src: 'loadForms',
        onDone: [{ guard: 'showsGiveaway', target: 'giveaway' }, { target: 'signUp' }],
        onError: { target: 'signUpFailed', actions: 'logFailure' },
      },
    },
    giveaway: {
      description: 'Collection sales: connect the wallet, verify the follows, solve the captcha, register.',
      invoke: {
        id: 'giveaway',
        src: 'giveaway',
        input: ({ context }) => ({ campaign: context.campaign, requiredAccounts: context.requiredAccounts }),
        onDone: {
          target: 'ended',
          description: 'Registered now, or found entered before.',
          actions: { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'signUpFailed', actions: 'logFailure' },
      },
    },
    emailForm: {
      description: "'Sign up to get notified when the Whitelist is live!'",
      invoke: { id: 'emailSignUp', src: 'emailSignUp', onError: { actions: 'logFailure' } },
    },
    signUp: {
      description: 'E-mail, hot wallet, cold wallet and follows; the button ends it with a check.',
      invoke: {
        id: 'whitelistSignUp',
        src: 'whitelistSignUp',
        input: ({ context }) => ({
          policyId: context.policyId,
          tokenName: context.tokenName,
          requiredAccounts: context.requiredAccounts,
          campaign: context.campaign,
        }),
        onDone: {
          target: 'ended',
          description: 'A check to start, or a wallet that already entered.',
          actions: { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'signUpFailed', actions: 'logFailure' },
      },
    },
    signUpFailed: {
      description:
        "The sign-up section or the giveaway stopped (a bug), or its code did not load: 'Error occurred while signing up', and Try again.",
      on: { 'whitelistForms.retry': { target: 'choosingForm' } },
    },
    ended: { type: 'final', description: 'The form ended: the mint page goes on with its end.' },
  },
  // Only reached through setResult.
  output: ({ context }) => context.result as WhitelistFormsOutput,
});
