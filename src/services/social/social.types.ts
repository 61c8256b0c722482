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
}
