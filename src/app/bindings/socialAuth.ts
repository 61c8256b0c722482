import { fromCallback, fromPromise } from 'xstate';
import { socialAuthMachine, type PopupWindowEvent, type SocialAuthEvent } from '../../../machines/socialAuth';
import type { Services } from '../../services/services.types';
import { savePostRedirectData } from '../../services/social/postRedirectData';
import type { SocialCredentialStore } from '../../services/social/socialCredentialStore';
import { checkStoredV1Login, leaveForSocialLogin } from './socialLogin';

/** Spec section 9: the social login popup is 500x600. */
export const SOCIAL_POPUP_SIZE = { width: 500, height: 600 } as const;

/** The part of a popup window the flow uses. */
export interface SocialPopup {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

/** What the social login runs on. */
export interface SocialAuthEdge {
  /** The configured services (mock or HTTP), loaded once (src/app/appRuntime.ts). */
  services: () => Promise<Services>;
  /** The stored social credentials (slots v1, v1read and v2). */
  credentials: SocialCredentialStore;
  /** Where the post-redirect data is kept (local storage). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * Opens the 500x600 login popup (window.open(..., 'width=500,height=600')); null when the
   * browser blocked it. Called inside the user's click.
   */
  openPopup: (size: typeof SOCIAL_POPUP_SIZE) => SocialPopup | null;
  /** Sends the page to an address (v1 login). */
  redirect: (url: string) => void;
  /** The return address: the current page. */
  returnTo: () => string;
  /** How often the popup is checked for being closed by the user (default 500 ms). */
  popupWatchIntervalMs?: number;
}

/**
 * The provider address the v2 popup is pointed at. The v2 service has no authorise address of
 * its own, so this is the auth service's /twitter/authorize/v2 (socialV1.authoriseUrl('v2', ...))
 * with the pending key added as `pendingKey`, which the auth service pairs with the key
 * registered by add-to-pending. The return address is the current page.
 */
export function v2AuthoriseUrl(authoriseUrl: string, pendingKey: string): string {
  const url = new URL(authoriseUrl, 'http://placeholder.invalid');
  url.searchParams.set('pendingKey', pendingKey);
  return url.origin === 'http://placeholder.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * The v2 login popup, owned by the actor the chart invokes for as long as the popup login is
 * under way (`connecting`). Its start runs synchronously within the `actor.send` of the click
 * that sent `socialAuth.login` (xstate starts invoked children right after the transition), so
 * window.open runs inside the click, which popup blockers allow. It answers
 * `socialAuth.popupOpened` or `socialAuth.popupBlocked`, points the popup at the provider when
 * the chart sends `popupWindow.pointAtProvider`, checks every `popupWatchIntervalMs` whether the
 * user closed it (`socialAuth.popupClosed`), and closes it when the chart leaves the state.
 */
function popupWindowLogic(edge: SocialAuthEdge) {
  return fromCallback<PopupWindowEvent>(({ sendBack, receive }) => {
    const popup = edge.openPopup(SOCIAL_POPUP_SIZE);
    if (!popup) {
      sendBack({ type: 'socialAuth.popupBlocked' } satisfies SocialAuthEvent);
      return undefined;
    }
    let stopped = false;
    receive((event) => {
      if (event.type !== 'popupWindow.pointAtProvider') return;
      // The address needs the services (loaded once); the popup may be gone by then.
      void edge.services().then((services) => {
        if (stopped || popup.closed) return;
        popup.location.href = v2AuthoriseUrl(services.socialV1.authoriseUrl('v2', edge.returnTo()), event.pendingKey);
      });
    });
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      sendBack({ type: 'socialAuth.popupClosed' } satisfies SocialAuthEvent);
    }, edge.popupWatchIntervalMs ?? 500);
    sendBack({ type: 'socialAuth.popupOpened' } satisfies SocialAuthEvent);
    return () => {
      stopped = true;
      clearInterval(timer);
      if (!popup.closed) popup.close();
    };
  });
}

/**
 * Binds the social login (spec sections 3, 4 and 7) to the services, the credential store, the
 * post-redirect storage and the browser (popup, navigation). The binding keeps no state: the
 * popup of a login under way belongs to the chart's `popupWindow` actor.
 */
export function bindSocialAuthFlow(edge: SocialAuthEdge) {
  return socialAuthMachine.provide({
    actors: {
      checkStoredCredentials: fromPromise(async ({ input, signal }) => {
        if (input.apiVersion === 'v2') {
          // The store validates the shape on read (malformed entries are discarded).
          const stored = edge.credentials.readV2();
          return { valid: stored !== null, twitterUserName: stored?.twitterUserName ?? null };
        }
        return checkStoredV1Login(await edge.services(), edge.credentials, input.apiVersion, signal);
      }),
      popupWindow: popupWindowLogic(edge),
      addToPending: fromPromise(async ({ signal }) => (await edge.services()).socialV2.addToPending(signal)),
      pollPending: fromPromise(async ({ input, signal }) =>
        (await edge.services()).socialV2.pending(input.pendingKey, signal),
      ),
    },
    actions: {
      clearCredentials: (_, params) => edge.credentials.clear(params.apiVersion),
      saveV2Credentials: (_, params) => edge.credentials.saveV2(params.credentials),
      savePostRedirectData: (_, params) =>
        savePostRedirectData(edge.storage, { email: params.email, twitter: params.twitter }),
      redirectToProvider: (_, params) =>
        leaveForSocialLogin(edge.services, params.apiVersion, edge.redirect, edge.returnTo),
    },
  });
}

export type SocialAuthFlowLogic = ReturnType<typeof bindSocialAuthFlow>;
