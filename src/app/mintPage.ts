import { PRODUCT_NAME, type AppConfig } from '../config';
import type { AnalyticsService } from '../services/analytics/analytics.types';
import { importOnce } from '../boot/importOnce';
import { loadOnce } from '../domain/loadOnce';
import type { Services } from '../services/services.types';
import { createSocialCredentialStore } from '../services/social/socialCredentialStore';
import type { Platform } from './platform';
import { bindMintPage } from './bindings/mintPage';

/**
 * The mint page's flow bound to the browser, the services and the configuration. Its own chunk,
 * loaded on the first mint page (src/app/appRuntime.ts): none of this is on the start-up path.
 */
export function createMintPage(
  config: AppConfig,
  platform: Platform,
  services: () => Promise<Services>,
  analytics: AnalyticsService,
) {
  const { identityProof } = config;
  const { navigator } = platform.window;
  // The provider's widget code loads on the first login, not with the mint page.
  const tokenproofWidget = importOnce(() => import('../services/identityProof/tokenproofWidget'));
  const tokenproofLogin = loadOnce(async () =>
    (await tokenproofWidget()).createTokenproofLogin({
      window: platform.window,
      scriptUrl: identityProof.widgetScriptUrl,
      appId: identityProof.appId,
    }),
  );
  return bindMintPage({
    services,
    analytics,
    now: () => platform.now().getTime(),
    document: platform.document,
    window: platform.window,
    storage: platform.localStorage,
    sessionStorage: platform.sessionStorage,
    credentials: createSocialCredentialStore(platform.localStorage),
    widgetLogin:
      identityProof.provider === 'tokenproof'
        ? async (policyId, signal) => (await tokenproofLogin())(policyId, signal)
        : null,
    openPopup: ({ width, height }) =>
      platform.window.open('about:blank', 'social-login', `width=${width},height=${height}`),
    redirect: (url) => platform.window.location.assign(url),
    returnTo: () => platform.window.location.href,
    origin: platform.location.origin,
    productName: PRODUCT_NAME,
    openTab: (url) => void platform.window.open(url, '_blank', 'noopener'),
    flags: config.flags,
    // Spec section 5: the mock environment bypasses the giveaway's captcha.
    captchaBypassed: config.env === 'mock',
    online: () => navigator.onLine,
    nativeShare: typeof navigator.share === 'function' ? (data) => navigator.share(data) : null,
  });
}
