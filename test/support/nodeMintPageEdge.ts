import type { MintPageEdge } from '../../src/app/bindings/mintPage';
import type { KeyValueStorage } from '../../src/app/safeStorage';
import type { AnalyticsService } from '../../src/services/analytics/analytics.types';
import type { Services } from '../../src/services/services.types';
import { createSocialCredentialStore } from '../../src/services/social/socialCredentialStore';

/**
 * A mint page's edge outside a browser (the machine tests, the mint-day benchmark): the page's
 * services, clock and storage as given; a visible document and a window that send nothing; no
 * popup, tab, redirect or native share; the configuration's defaults.
 */
export function nodeMintPageEdge({
  services,
  analytics,
  now,
  storage,
  sessionStorage,
  origin,
}: {
  services: () => Promise<Services>;
  analytics: AnalyticsService;
  now: () => number;
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  origin: string;
}): MintPageEdge {
  return {
    services,
    analytics,
    now,
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document,
    window: new EventTarget() as unknown as Window,
    storage,
    credentials: createSocialCredentialStore(storage),
    widgetLogin: null,
    openPopup: () => null,
    redirect: () => {},
    returnTo: () => `${origin}/bayc`,
    origin,
    productName: 'Storyverse',
    openTab: () => {},
    sessionStorage,
    flags: { treatReceiptErrorAsSuccess: false, treatWaitForMintAsSuccess: false },
    online: () => true,
    nativeShare: null,
    captchaBypassed: true,
  };
}
