import type { SaleService } from '../sale/saleService.types';
import { followsAll } from '../social/followCheck';
import type { SocialCredentialsV1 } from '../social/social.types';
import { MOCK_SOCIAL_USER } from './mockAccounts';
import type { MockSaleServiceDeps } from './mockSaleService.deps';

type MockSocialCalls = Pick<
  SaleService,
  'fetchIsFollowingAll' | 'fetchUser' | 'isLoggedIn' | 'verifyCreds' | 'tweetStory'
>;

/** The credentials the mock facade acts with: the mock user's, for tweeting (v1). */
const MOCK_CREDENTIALS: SocialCredentialsV1 = {
  ...MOCK_SOCIAL_USER,
  accessToken: 'mock-token',
  accessTokenSecret: 'mock-secret',
  apiVersion: 'v1',
};

/**
 * The mock facade's social calls: it answers as the mock social user, always logged in, who
 * follows everyone; follow checks, verification and tweets go to the mock social v1 service.
 * The stored social credentials (ServiceEdge.socialCredentials) are not read in mock mode.
 */
export function createMockSocialCalls(deps: MockSaleServiceDeps): MockSocialCalls {
  const { delay, socialV1 } = deps;
  return {
    async fetchIsFollowingAll({ users }, signal) {
      return followsAll(users, await socialV1.followVerify(MOCK_CREDENTIALS, users, signal));
    },
    async fetchUser(signal) {
      await delay('base', signal);
      return { username: MOCK_SOCIAL_USER.twitterUserName };
    },
    async isLoggedIn(signal) {
      await delay('base', signal);
      return true;
    },
    async verifyCreds(signal) {
      const { valid } = await socialV1.verifyCredentials(MOCK_CREDENTIALS, signal);
      return { valid };
    },
    tweetStory: ({ message, storyKey }, signal) => socialV1.tweet(MOCK_CREDENTIALS, message, storyKey, signal),
  };
}
