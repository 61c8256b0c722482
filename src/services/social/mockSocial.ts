import { MOCK_SOCIAL_USER } from '../mock/mockAccounts';
import type { MockDelay } from '../mock/mockDelays';
import type { SocialCredentialsV2, SocialV1Service, SocialV2Service } from './social.types';

/**
 * Mock social login v1: "authorising" returns straight to the app with credentials in the
 * `auth` parameter, exactly as the real provider's return trip does.
 */
export function createMockSocialV1({ delay }: { delay: MockDelay }): SocialV1Service {
  return {
    authoriseUrl(apiVersion, returnTo) {
      const url = new URL(returnTo);
      const tuple = [
        MOCK_SOCIAL_USER.twitterUserId,
        MOCK_SOCIAL_USER.twitterUserName,
        'mock-token',
        'mock-secret',
        apiVersion,
      ];
      url.searchParams.set('auth', JSON.stringify(tuple));
      return url.toString();
    },
    async verifyCredentials(credentials, signal) {
      await delay('base', signal);
      return credentials.accessToken ? { valid: true } : { valid: false, error: 'Missing access token' };
    },
    async followVerify(_credentials, followCheckList, signal) {
      await delay('base', signal);
      return Object.fromEntries(followCheckList.map((account) => [account, true]));
    },
    async tweet(_credentials, _message, storyKey, signal) {
      await delay('tweet', signal);
      return { tweetId: `mock-tweet-${storyKey.replace(/\W+/g, '-')}` };
    },
  };
}

/** Mock social login v2: the pending login completes on the first poll; the mock user follows everyone. */
export function createMockSocialV2({ delay }: { delay: MockDelay }): SocialV2Service {
  const credentials = (suffix: string): SocialCredentialsV2 => ({
    ...MOCK_SOCIAL_USER,
    accessToken: `mock-access-${suffix}`,
    refreshToken: `mock-refresh-${suffix}`,
  });
  const followVerify: SocialV2Service['followVerify'] = async (_bearerToken, followCheckList, signal) => {
    await delay('base', signal);
    return Object.fromEntries(followCheckList.map((account) => [account, true]));
  };
  return {
    async addToPending(signal) {
      await delay('base', signal);
      return `mock-pending-${Date.now().toString(36)}`;
    },
    async pending(pendingKey, signal) {
      await delay('base', signal);
      return credentials(pendingKey);
    },
    async refresh(refreshToken, signal) {
      await delay('base', signal);
      return credentials(`${refreshToken}-refreshed`);
    },
    followVerify,
    /** Never an auth failure in the mock, so the given credentials stand. */
    async followVerifyWithRefresh(given, followCheckList, signal) {
      return { follows: await followVerify(given.accessToken, followCheckList, signal), credentials: given };
    },
  };
}
