import { followVerifyMachine, type FollowVerifyInput } from '../../../machines/followVerify';
import { FollowVerifyNotLoggedInError, MESSAGES, SocialApiError } from '../../../src/domain/errors';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The follow verification's model: pure plan data (no DOM). Planned for a giveaway sale that
 * requires two Twitter follows, with and without a marketing campaign (the subscription check
 * runs only with one). The services' answers are the planned actor answers.
 */

export const REQUIRED_ACCOUNTS = ['storyverse', 'FezLove'] as const;
export const WALLET = '0xa11ce0000000000000000000000000000000000a';
export const USERNAME = 'ape_fan';

/** Planned failures: the follow check's auth error, a missing social login, an unreachable campaign service. */
/** The credentials were refused: the login is gone. */
export const FOLLOW_CHECK_ERROR = new SocialApiError(403, MESSAGES.socialAuthRetry);
/** The follow service failed otherwise: its own message shows. */
export const FOLLOW_SERVICE_ERROR = new Error('Rest API error');
export const LOOKUP_ERROR = new FollowVerifyNotLoggedInError();
export const SUBSCRIPTION_ERROR = new Error(MESSAGES.errorResponseCheckingSubscribed);

const giveaway: FollowVerifyInput = {
  requiredAccounts: [...REQUIRED_ACCOUNTS],
  campaign: 'fezlove-giveaway',
  walletAddress: WALLET,
};

export const followVerifyModel = defineModel({
  name: 'followVerify',
  machine: followVerifyMachine,
  inputs: [
    {
      name: 'giveaway',
      description: 'a giveaway sale requiring @storyverse and @FezLove, campaign fezlove-giveaway, wallet connected',
      input: giveaway,
    },
    {
      name: 'no campaign',
      description: 'the same sale without a marketing campaign',
      input: { ...giveaway, campaign: null },
    },
  ],
  sampleEvents: [
    actorDone('checkFollows', true),
    actorDone('checkFollows', false),
    actorError('checkFollows', FOLLOW_CHECK_ERROR),
    actorError('checkFollows', FOLLOW_SERVICE_ERROR),
    actorDone('lookUpSocialUser', { username: USERNAME }),
    actorDone('lookUpSocialUser', { username: '' }),
    actorError('lookUpSocialUser', LOOKUP_ERROR),
    actorDone('checkSubscription', { exists: false }),
    actorDone('checkSubscription', { exists: true }),
    actorError('checkSubscription', SUBSCRIPTION_ERROR),
  ],
  stateDescriptions: {
    idle: "the accounts to follow (@storyverse, @FezLove) and an enabled 'Verify' button",
    'checking.follows': "'Verifying...' (disabled) with 'Cancel': are both accounts followed?",
    'checking.account': "'Verifying...' (disabled) with 'Cancel': which social account is logged in?",
    'checking.subscription': "'Verifying...' (disabled) with 'Cancel': did this wallet already enter?",
    'notSubbed.showingResult': "'Not verified' and the reason in an alert",
    'notSubbed.ready': "'Verify' again, the reason still in the alert",
    'subbed.showingResult': "'Verified!', no alert",
    'subbed.ready': "'Verify' again, no alert",
    alreadySubscribed: "'Verified!' (disabled): the page goes straight to WhitelistChecked",
  },
  eventDescriptions: {
    'followVerify.verify': "the user presses 'Verify' (or the result label)",
    'followVerify.cancel': "the user presses 'Cancel' while verifying",
  },
});
