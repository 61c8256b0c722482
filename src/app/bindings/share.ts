import { fromPromise } from 'xstate';
import { shareMachine, type ShareEvent } from '../../../machines/share';
import { selectAddress, type UserSnapshot } from '../../../machines/user';
import { ShareAbortedError, TwitterReauthorizationError } from '../../domain/errors';
import type { UsageLabel } from '../../domain/sale/pageState';
import { defaultTweetText } from '../../domain/tweetText';
import type { AnalyticsService } from '../../services/analytics/analytics.types';
import type { Services } from '../../services/services.types';
import { savePostRedirectData } from '../../services/social/postRedirectData';
import type { SocialCredentialStore } from '../../services/social/socialCredentialStore';
import type { KeyValueStorage } from '../safeStorage';
import { checkStoredV1Login, leaveForSocialLogin } from './socialLogin';
import { watchSystemActor } from './watchSystemActor';

/** The part of the Web Share API the share uses (navigator.share). */
export type NativeShare = (data: { text: string; url: string }) => Promise<void>;

/** What the share flow runs on. */
export interface ShareEdge {
  /** The configured services (mock or HTTP), loaded once (src/app/appRuntime.ts). */
  services: () => Promise<Services>;
  /** The stored social credentials: tweeting uses the v1 slot. */
  credentials: SocialCredentialStore;
  /** Where the post-redirect data is kept (local storage). */
  storage: KeyValueStorage;
  analytics: AnalyticsService;
  /** The page's usage label for analytics (whitelist or mint by page state). */
  usage: () => UsageLabel;
  /** The product named in the tweet. */
  productName: string;
  /** navigator.share where the browser has it (spec section 4: Native), else null (a tweet). */
  nativeShare: NativeShare | null;
  /** Sends the page to an address (the Twitter authorization). */
  redirect: (url: string) => void;
  /** The return address: the current page. */
  returnTo: () => string;
  /** Where failures are logged (spec section 8: "a tweet failure is logged"). */
  logFailure: (error: unknown) => void;
}

/** The Web Share API rejects with an AbortError when the user closes its sheet. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Binds share to mint (spec sections 4, 7 and 8) to the services, the stored Twitter login
 * (v1, tweeting), analytics, the Web Share API and the connected wallet (the user flow).
 */
export function bindShareFlow(edge: ShareEdge) {
  const { nativeShare } = edge;
  return shareMachine.provide({
    actors: {
      checkTwitterLogin: fromPromise(
        async ({ signal }) => (await checkStoredV1Login(await edge.services(), edge.credentials, 'v1', signal)).valid,
      ),
      // The connected wallet is the app's user flow (systemId 'user'), in the same actor system.
      watchWallet: watchSystemActor('user', (snapshot: UserSnapshot): ShareEvent[] => [
        { type: 'share.walletChanged', address: selectAddress(snapshot) },
      ]),
      prepareShare: fromPromise(async ({ input, signal }) => {
        const { walletAddress, storyId } = input.story;
        const viewerLink = await (await edge.services()).preshare.fetchViewerLink(walletAddress, storyId, signal);
        return { viewerLink, message: defaultTweetText(viewerLink, edge.productName) };
      }),
      shareStory: fromPromise(async ({ input, signal }) => {
        const { prepared, story } = input;
        if (nativeShare) {
          try {
            await nativeShare({ text: prepared.message, url: prepared.viewerLink });
          } catch (error) {
            if (isAbort(error)) throw new ShareAbortedError(undefined, { cause: error });
            throw error;
          }
          return { source: 'Native' as const };
        }
        const credentials = edge.credentials.readV1('v1');
        if (!credentials) throw new TwitterReauthorizationError();
        const storyKey = `${story.walletAddress}/${story.storyId}`;
        await (await edge.services()).socialV1.tweet(credentials, prepared.message, storyKey, signal);
        return { source: 'Twitter' as const };
      }),
    },
    actions: {
      recordShare: (_, params) => edge.analytics.track({ name: 'Share', source: params.source, usage: edge.usage() }),
      logShareFailure: (_, params) => edge.logFailure(params.error),
      forgetTwitterLogin: () => edge.credentials.clear('v1'),
      savePostRedirectData: (_, params) =>
        savePostRedirectData(edge.storage, { email: params.email, twitter: params.twitter }),
      redirectToAuthorize: () => leaveForSocialLogin(edge.services, 'v1', edge.redirect, edge.returnTo),
    },
  });
}

export type ShareFlowLogic = ReturnType<typeof bindShareFlow>;
