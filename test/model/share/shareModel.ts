import { shareMachine, type ShareInput } from '../../../machines/share';
import { RestApiError, ShareAbortedError, TwitterReauthorizationError } from '../../../src/domain/errors';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The share flow's model: pure plan data (no DOM). Planned for a holder who still has to share
 * ('SHARE TO MINT!'), one who already shared ('MINT!'), and one who opened the screen with another
 * wallet connected. The services' answers are the planned actor answers; the story viewer's
 * reports and the connected wallet's changes are events from outside the flow.
 */

export const HOT_WALLET = '0xA11CE0000000000000000000000000000000000A';
export const OTHER_WALLET = '0xB0B0000000000000000000000000000000000B0B';
export const STORY = { walletAddress: HOT_WALLET, storyId: '12' } as const;
export const VIEWER_LINK = 'https://view.test/0xa11ce/12';
export const MESSAGE = `Check out my new story! ${VIEWER_LINK} Made with Storyverse`;
export const POST_REDIRECT = { email: 'ape@example.com', twitter: 'ape_fan' } as const;

/** Planned failures: the pre-share call, the share sheet closed, the tweet refused or failing. */
export const PRESHARE_FAILURE = new Error('No viewer link');
export const SHEET_CLOSED = new ShareAbortedError();
export const CREDENTIALS_REFUSED = new TwitterReauthorizationError();
export const TWEET_FAILURE = new RestApiError(500, '{"error":"down"}');
export const CHECK_FAILURE = new RestApiError(503, '');

const toShare: ShareInput = {
  story: { ...STORY },
  hotWallet: HOT_WALLET,
  connectedWallet: HOT_WALLET.toLowerCase(),
  alreadyShared: false,
  postRedirectData: { ...POST_REDIRECT },
};

/** Whether the connected wallet is the hot wallet: the button's guard reads it. */
const rightWallet = (context: { connectedWallet: string | null; hotWallet: string }) =>
  context.connectedWallet?.toLowerCase() === context.hotWallet.toLowerCase();

export const shareModel = defineModel({
  name: 'share',
  machine: shareMachine,
  inputs: [
    {
      name: 'to share',
      description: 'MintShare after MintEntry: the hot wallet connected (in other letter case), not shared yet',
      input: toShare,
    },
    {
      name: 'already shared',
      description: 'the same holder, who already shared this story',
      input: { ...toShare, alreadyShared: true },
    },
    {
      name: 'other wallet',
      description: 'MintShare opened while another wallet is connected',
      input: { ...toShare, connectedWallet: OTHER_WALLET },
    },
    {
      name: 'no story',
      description: 'signing named no story: the button does not wait for a viewer',
      input: { ...toShare, story: { walletAddress: '', storyId: '' }, alreadyShared: true },
    },
  ],
  sampleEvents: [
    actorDone('checkTwitterLogin', true),
    actorDone('checkTwitterLogin', false),
    actorError('checkTwitterLogin', CHECK_FAILURE),
    actorDone('prepareShare', { viewerLink: VIEWER_LINK, message: MESSAGE }),
    actorError('prepareShare', PRESHARE_FAILURE),
    actorDone('shareStory', { source: 'Twitter' }),
    actorDone('shareStory', { source: 'Native' }),
    actorError('shareStory', SHEET_CLOSED),
    actorError('shareStory', CREDENTIALS_REFUSED),
    actorError('shareStory', TWEET_FAILURE),
    { type: 'share.walletChanged', address: OTHER_WALLET },
    { type: 'share.walletChanged', address: HOT_WALLET },
  ],
  // The flow raises share.credentialsRejected itself; a user presses only an enabled button.
  canHappen: (snapshot, event) => {
    if (event.type === 'share.credentialsRejected') return false;
    if (event.type === 'share.share') return snapshot.can(event);
    return true;
  },
  contextKey: rightWallet,
  stateDescriptions: {
    'active.socialAuth.idle': 'already shared: no Twitter login is checked',
    'active.socialAuth.checking': 'the stored Twitter login is being checked',
    'active.socialAuth.authorized': 'the Twitter login is valid',
    'active.socialAuth.unauthorized': "'Sharing will require Twitter authorization.'",
    'active.viewer.idle': "the story viewer has not started: 'Your story is loading...'",
    'active.viewer.loading': "the story viewer is loading: 'Your story is loading...'",
    'active.viewer.loadExpired': 'the viewer did not report in 15 s: the button works without it',
    'active.viewer.loaded.settling': 'the viewer loaded; the button waits 2 s',
    'active.viewer.loaded.ready': 'the viewer loaded more than 2 s ago',
    'active.share.ready': "'SHARE TO MINT!' or 'MINT!', enabled when wallet, viewer and login allow",
    'active.share.authorizing': 'the page leaves for Twitter (notice with Cancel)',
    'active.share.sharing.preparing': "'Please be patient, sharing can take a minute.': fetching the viewer link",
    'active.share.sharing.posting': "'Please be patient, sharing can take a minute.': sharing",
    shared: 'the share ended: the mint page starts the mint',
  },
  eventDescriptions: {
    'share.share': "the user presses 'SHARE TO MINT!' (or 'MINT!')",
    'share.cancel': "the user presses 'Cancel' while the page leaves for Twitter",
    'share.viewerLoading': 'the story viewer frame starts loading',
    'share.viewerLoaded': 'the story viewer reports loaded',
    'share.walletChanged': 'the user connects another wallet (or the hot wallet again)',
  },
});
