import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type AnyActorRef } from 'xstate';
import { bindIdentityProofFlow } from '../../../src/app/bindings/identityProof';
import { bindSocialAuthFlow } from '../../../src/app/bindings/socialAuth';
import { safeStorage } from '../../../src/app/safeStorage';
import { markAppLive } from '../../../src/boot/appLive';
import { getConfig } from '../../../src/config';
import { PendingAuthError } from '../../../src/domain/errors';
import { loadOnce } from '../../../src/domain/loadOnce';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import { loadServices } from '../../../src/services/loadServices';
import type { Services } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { ModalRootContext } from '../../../src/views/components/modalRoot';
import { GlobalStyles } from '../../../src/views/GlobalStyles';
import { IdentityProofSection } from '../../../src/views/identityProof/IdentityProofSection';
import { SocialAuthSection } from '../../../src/views/social/SocialAuthSection';

/**
 * One flow alone in its small view, bound as the app binds it, on the mock services:
 * - `?flow=socialAuth`: the v2 social login (follow verification), with the real popup;
 *   `&pending=wait` keeps the pending login unfinished (type 2), so the user can close the popup;
 * - `?flow=identityProof`: the identity proof with the mock provider's dialog;
 * - `?flow=mintPage` on a sale's page: the whole app with a controlled mint flow, for the mint
 *   page's planned paths in the browser (mintPageHarness.tsx);
 * - `?flow=earlyInput`: a prerendered text field with the boot's early-input recorder, live when
 *   the test says so (earlyInputHarness.tsx).
 */

const search = new URLSearchParams(window.location.search);
const config = getConfig();
const localStorage = safeStorage(() => window.localStorage, 'localStorage');
const analytics = createMemoryAnalytics({ print: false });
const notUsed = () => Promise.reject(new Error('not used by the flow harness'));

const services = loadOnce(async (): Promise<Services> => {
  const loaded = await loadServices(config, {
    analytics,
    storage: safeStorage(() => window.sessionStorage, 'sessionStorage'),
    socialCredentials: createSocialCredentialStore(localStorage),
    location: window.location,
    now: () => new Date(),
    approveTransaction: notUsed,
    wallet: { sendTransaction: notUsed, waitForReceipt: notUsed },
  });
  if (search.get('pending') !== 'wait') return loaded;
  const notLoggedInYet = () => Promise.reject(new PendingAuthError(2));
  return { ...loaded, socialV2: { ...loaded.socialV2, pending: notLoggedInYet } };
});

function socialAuthFlow() {
  const logic = bindSocialAuthFlow({
    services,
    credentials: createSocialCredentialStore(localStorage),
    storage: localStorage,
    openPopup: ({ width, height }) => window.open('about:blank', 'social-login', `width=${width},height=${height}`),
    redirect: (url) => window.location.assign(url),
    returnTo: () => window.location.href,
  });
  const actor = createActor(logic, { input: { usage: 'followVerify', apiVersion: 'v2' } });
  return { actor, view: <SocialAuthSection flow={actor} /> };
}

function identityProofFlow() {
  const logic = bindIdentityProofFlow({
    services,
    storage: localStorage,
    now: () => Date.now(),
    analytics,
    usage: () => 'whitelist',
    widgetLogin: null,
  });
  const actor = createActor(logic, { input: { policyId: 'mock-policy', tokenName: 'Bored Ape', allowRefresh: true } });
  return { actor, view: <IdentityProofSection flow={actor} enrollLink={config.links.tokenproofEnroll} /> };
}

const flows: Record<string, () => { actor: AnyActorRef; view: ReactNode }> = {
  socialAuth: socialAuthFlow,
  identityProof: identityProofFlow,
};

/**
 * The page is the flow's whole life: it starts with the page and ends with it. Live once rendered,
 * as the app's pages are (src/boot/appLive.ts): the tests' `goto` waits for that.
 */
function Harness({ view }: { view: ReactNode }) {
  const modalRoot = useRef<HTMLDivElement>(null);
  useEffect(() => markAppLive(performance, document), []);
  return (
    <ModalRootContext.Provider value={modalRoot}>
      <GlobalStyles />
      <main>
        <h1>Flow harness</h1>
        {view}
        <div ref={modalRoot} />
      </main>
    </ModalRootContext.Provider>
  );
}

const root = document.getElementById('root')!;
if (search.get('flow') === 'mintPage') {
  // The mint page's paths run in the whole app: its own module, which the other flows do not load.
  void import('./mintPageHarness').then(({ startMintPageHarness }) => startMintPageHarness(root));
} else if (search.get('flow') === 'earlyInput') {
  void import('./earlyInputHarness').then(({ startEarlyInputHarness }) => startEarlyInputHarness(root));
} else {
  const flow = flows[search.get('flow') ?? '']?.();
  flow?.actor.start();
  createRoot(root).render(
    <StrictMode>
      {flow ? (
        <Harness view={flow.view} />
      ) : (
        <main>Unknown flow: choose ?flow=socialAuth, ?flow=identityProof, ?flow=mintPage or ?flow=earlyInput</main>
      )}
    </StrictMode>,
  );
}
