import { appMachine, type AppContext, type AppInput } from '../../../machines/app';
import { mintPageMachine } from '../../../machines/mintPage';
import { newsletterSignUpMachine } from '../../../machines/newsletterSignUp';
import { featuresFromLaunchParams, parseLaunchParams } from '../../../src/domain/launchParams';
import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { MOCK_CHAIN_ID } from '../../../src/wallet/chains';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The root app machine's model: pure plan data (no DOM), shared by the path printer and
 * every driver. The UI half (assertions, clicks) lives with each driver.
 */

/** The machine's input for a first load with `search`, read the way the app reads it. */
function launchWith(search: string): AppInput {
  const { params } = parseLaunchParams(search, 'http://localhost', { creatorAppOrigins: [] });
  return {
    initialSearchParams: params,
    features: featuresFromLaunchParams(params),
    user: { userService: 'mock', expectedChainId: MOCK_CHAIN_ID, serviceAddress: MOCK_ACCOUNTS[0]!.address },
    forcedMintPage: null,
    mintWhitelistForm: 'signUp',
  };
}

export const appModel = defineModel({
  name: 'app',
  machine: appMachine,
  // `signUpModal.deciding` branches on input (the signup parameter): plan both branches.
  inputs: [
    { name: 'signup=off', description: 'open /about', input: launchWith('') },
    { name: 'signup=on', description: 'open /about?signup=1', input: launchWith('?signup=1') },
  ],
  sampleEvents: [
    actorDone('initialise'),
    actorError('initialise', new Error('start-up failed (planned)')),
    actorError('user', new Error('user flow failed (planned)')),
    actorError('approval', new Error('approval flow failed (planned)')),
    { type: 'page.entered', path: '/', title: 'Home' },
    { type: 'page.titled', title: 'Bored Ape Character Pass' },
    { type: 'layout.changed', layout: { fixedNavbar: true } },
    { type: 'signUpModal.open' },
    { type: 'signUpModal.close' },
    { type: 'ui.buttonPressed', button: 'start_creating_now' },
    { type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } },
    // The mint flow as the chart declares it (its effects unbound): what a path spawns.
    actorDone('loadMintPage', mintPageMachine),
    actorError('loadMintPage', new Error('the mint chunk did not load (planned)')),
    actorError('mintPage', new Error('the mint flow failed in its own code (planned)')),
    actorDone('loadNewsletterFlow', newsletterSignUpMachine),
    actorError('loadNewsletterFlow', new Error('the newsletter chunk did not load (planned)')),
  ],
  canHappen: (snapshot, event) => {
    // The layout renders the sign-up dialog only once the app is ready: before that, nobody
    // can press its Close button.
    if (event.type === 'signUpModal.close') return snapshot.matches({ lifecycle: 'ready' });
    // Try again shows in a sign-up form: the footer box (signup parameter) or the open modal.
    if (event.type === 'newsletter.retry') {
      const formShown =
        (snapshot.context as AppContext).features.showFooterSignUp || snapshot.matches({ signUpModal: 'open' });
      return snapshot.matches({ lifecycle: 'ready' }) && formShown;
    }
    // Timers fire in time order: the 10 s start-up timeout comes after the 2 s ready marker.
    if (event.type.startsWith('xstate.after.initialiseTimeout')) return snapshot.matches({ readyMarker: 'shown' });
    return true;
  },
  stateDescriptions: {
    'lifecycle.loading': 'start-up work runs: the page shows already, no dialog yet',
    'lifecycle.ready': 'the page is shown, with the dialogs it asks for',
    'readyMarker.pending': '<html> has no data-app-ready attribute yet',
    'readyMarker.shown': '<html> has data-app-ready="true"',
    'signUpModal.open': "the 'Sign up' dialog is open (it appears once the page is shown)",
    'signUpModal.closed': 'no dialog',
    'signUpModal.closing': "the 'Sign up' dialog fades out for 500 ms and takes no input",
    'newsletter.dormant': 'no sign-up form shown yet: the newsletter flow is not loaded',
    'newsletter.loadingFlow': "a sign-up form shows 'Loading…' while the newsletter flow loads",
    'newsletter.running': 'the sign-up forms show the e-mail field, the agreement and Subscribe',
    'newsletter.flowFailed': "a sign-up form says 'An error has occurred' with Try again",
    'mintPage.away': 'no mint page open, no mint flow running',
    'mintPage.loadingFlow': "a mint page shows 'Loading…' while its flow loads",
    'mintPage.running': 'the mint flow runs and the mint page shows its screens',
    'mintPage.flowFailed': "the mint page says 'An error has occurred' with Try again",
  },
  eventDescriptions: {
    'page.entered': 'the page announces itself',
    'page.titled': 'the page names its sale once it has loaded',
    'layout.changed': 'the page changes the layout',
    'signUpModal.open': "the user presses the footer's 'Sign up for updates'",
    'newsletter.retry': "the user presses the sign-up form's 'Try again'",
    'signUpModal.close': "the user presses the 'Sign up' dialog's Close button",
    'ui.buttonPressed': 'a tracked button is pressed',
    'mintPage.entered': 'the user opens a mint page (/bayc)',
    'mintPage.left': 'the user leaves the mint page for /about',
    'mintPage.retry': "the user presses the mint page's 'Try again'",
  },
});
