import { whitelistFormsMachine, type WhitelistFormsInput } from '../../../machines/whitelistForms';
import type { GiveawayOutput } from '../../../machines/giveaway';
import type { WhitelistSignUpOutput } from '../../../machines/whitelistSignUp';
import { shortenAddress } from '../../../src/domain/address';
import { heldTokenName } from '../../../src/domain/sale/heldToken';
import { CHECK, COLLECTION_SALE, SALE } from '../mintPage/mintPageModel';
import { actorDone, actorError, defineModel, whenDone } from '../modelTypes';

/**
 * The Whitelist page's form: pure plan data (no DOM). Planned with what the mint page gives it for
 * the Character Pass sale (the sign-up section, or the e-mail form when configured) and for the
 * collection sale (the giveaway). The forms' code loads or does not; the sign-up section and the
 * giveaway (charts of their own, with their own tests) end or stop as a whole.
 */

/** What the mint page gives the form on a sale's Whitelist page. */
const givenFor = (sale: typeof SALE, form: WhitelistFormsInput['form']): WhitelistFormsInput => ({
  form,
  policyId: sale.tokenproofPolicyId ?? '',
  tokenName: heldTokenName(sale),
  requiredAccounts: ['storyverse'],
  campaign: sale.marketingCampaign || null,
});

export const whitelistFormsModel = defineModel({
  name: 'whitelistForms',
  machine: whitelistFormsMachine,
  inputs: [
    { name: 'sign-up section', description: 'open /bayc during the sign-up', input: givenFor(SALE, 'signUp') },
    {
      name: 'e-mail form',
      description: 'open /bayc with VITE_SHOW_EMAIL_SIGN_UP_FOR_WHITELIST=true',
      input: givenFor(SALE, 'email'),
    },
    {
      name: 'giveaway',
      description: "a collection sale's page during the sign-up",
      input: givenFor(COLLECTION_SALE, 'giveaway'),
    },
  ],
  sampleEvents: [
    actorDone('loadForms'),
    actorError('loadForms', new Error('the forms chunk did not load (planned)')),
    actorDone('whitelistSignUp', CHECK),
    actorDone('whitelistSignUp', { kind: 'alreadySubscribed', twitter: 'storyverse_fan' }),
    actorError('whitelistSignUp', new Error('the sign-up section failed (planned)')),
    actorDone('giveaway', { kind: 'registered', twitter: 'storyverse_fan' }),
    actorDone('giveaway', { kind: 'alreadyEntered', twitter: 'storyverse_fan' }),
    actorError('giveaway', new Error('the giveaway failed (planned)')),
    actorError('emailSignUp', new Error('the e-mail form failed (planned)')),
    { type: 'whitelistForms.retry' },
  ],
  stateDescriptions: {
    loadingForms: "the forms' code loads: the heading and 'Loading…'",
    signUp: 'the sign-up section',
    emailForm: 'the e-mail form',
    giveaway: 'the giveaway registration',
    signUpFailed: "the form stopped: 'Error occurred while signing up' and Try again",
    ended: 'the form ended: the mint page goes on',
  },
  guardDescriptions: {
    showsEmailForm: 'the page shows the e-mail form',
    showsGiveaway: 'the sale is a collection (giveaway)',
  },
  eventDescriptions: {
    'xstate.done.actor.loadForms': "the forms' code arrives",
    'xstate.error.actor.loadForms': "the forms' code does not arrive",
    'xstate.done.actor.whitelistSignUp': whenDone((output: WhitelistSignUpOutput) =>
      output.kind === 'check'
        ? `the sign-up section ends: check ${shortenAddress(output.hotWallet)}`
        : 'the sign-up section ends: already signed up',
    ),
    'xstate.done.actor.giveaway': whenDone(
      ({ kind }: GiveawayOutput) => `the giveaway ends: ${kind === 'registered' ? 'registered' : 'entered before'}`,
    ),
    'whitelistForms.retry': "the visitor presses 'Try again'",
  },
});
