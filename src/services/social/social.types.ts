/** The social network through our auth service: v1 (OAuth 1 credentials) and v2 (pending-key login). */

export type SocialApiVersion = 'v1' | 'v1read' | 'v2';

export interface SocialCredentialsV1 {
  twitterUserId: string;
  twitterUserName: string;
  accessToken: string;
  accessTokenSecret: string;
  apiVersion: SocialApiVersion;
}

export interface SocialCredentialsV2 {
  accessToken: string;
  refreshToken: string;
  twitterUserId: string;
  twitterUserName: string;
}

export interface VerifyResult {
  valid: boolean;
  error?: string;
}

export interface SocialV1Service {
  /** The provider's authorise address, with our return address. */
  authoriseUrl(apiVersion: SocialApiVersion, returnTo: string): string;
  verifyCredentials(credentials: SocialCredentialsV1, signal?: AbortSignal): Promise<VerifyResult>;
  /** Account ids to "follows it". */
  followVerify(
    credentials: SocialCredentialsV1,
    followCheckList: readonly string[],
    signal?: AbortSignal,
  ): Promise<Record<string, boolean>>;
  tweet(
    credentials: SocialCredentialsV1,
    message: string,
    storyKey: string,
    signal?: AbortSignal,
  ): Promise<{ tweetId: string }>;
}

export interface FollowVerifyOutcome {
  follows: Record<string, boolean>;
  /** The credentials that worked: the given ones, or the refreshed ones (store these). */
  credentials: SocialCredentialsV2;
}

export interface SocialV2Service {
  addToPending(signal?: AbortSignal): Promise<string>;
  /** Raises PendingAuthError while the login is not finished (type 2: not logged in). */
  pending(pendingKey: string, signal?: AbortSignal): Promise<SocialCredentialsV2>;
  refresh(refreshToken: string, signal?: AbortSignal): Promise<SocialCredentialsV2>;
  followVerify(
    bearerToken: string,
    followCheckList: readonly string[],
    signal?: AbortSignal,
  ): Promise<Record<string, boolean>>;
  /**
   * Follow verification that survives one expired token: on an auth failure it refreshes once
   * and tries again; a second auth failure, or a refused refresh, raises SocialApiError(403,
   * 'Auth error. Please try again.'). `onRefreshed` gets the refreshed credentials as soon as
   * the refresh succeeds, so the caller can store them even if the second verification then
   * fails. Clearing stored credentials is the caller's job.
   */
  followVerifyWithRefresh(
    credentials: SocialCredentialsV2,
    followCheckList: readonly string[],
    signal?: AbortSignal,
    onRefreshed?: (credentials: SocialCredentialsV2) => void,
  ): Promise<FollowVerifyOutcome>;
}
