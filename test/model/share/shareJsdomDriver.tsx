import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromCallback, type Actor } from 'xstate';
import type { ShareEvent, ShareInput } from '../../../machines/share';
import { bindShareFlow, type ShareFlowLogic } from '../../../src/app/bindings/share';
import type { AnalyticsEvent } from '../../../src/services/analytics/analytics.types';
import type { Services } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { ShareSection } from '../../../src/views/share/ShareSection';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
import { mapStorage } from '../../support/mapStorage';

export type { ServiceAnswer };

/**
 * Renders the share section in jsdom around the bound flow. The login check, the pre-share call
 * and the share itself are controlled actors; the viewer's expiry, the enabling delay and the
 * wait window run on a simulated clock; the connected wallet is a fake the real watcher binding
 * subscribes to.
 */

export const RETURN_TO = 'https://site.test/bayc';
export const AUTHORISE_BASE = 'https://auth.test/twitter/authorize';

export interface ShareUi {
  user: UserEvent;
  actor: Actor<ShareFlowLogic>;
  /** The services' last answer on this path. */
  lastAnswer: ServiceAnswer | null;
  /** Analytics events the flow recorded. */
  tracked: AnalyticsEvent[];
  /** Failures the flow logged. */
  failures: unknown[];
  /** Addresses the page was sent to. */
  redirects: string[];
  /** Local storage: post-redirect data and credentials. */
  storage: Map<string, string>;
  /** The user connects another wallet: the watcher tells the flow. */
  connectWallet: (address: string | null) => void;
  waiting: () => string[];
}

export interface ShareDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: ShareFlowLogic) => ShareFlowLogic;
}

/** What a path's share flow reports to: analytics, logged failures, redirects, storage and the wallet. */
function createShareWorld() {
  const store = mapStorage();
  const walletListeners = new Set<(address: string | null) => void>();
  return {
    store,
    tracked: [] as AnalyticsEvent[],
    failures: [] as unknown[],
    redirects: [] as string[],
    walletListeners,
    connectWallet: (address: string | null) => walletListeners.forEach((listener) => listener(address)),
  };
}

export function createShareJsdomDriver(options: ShareDriverOptions = {}): Driver<ShareInput, ShareUi> {
  // The world of the path under way: paths run one after another.
  let world = createShareWorld();
  return standaloneFlowDriver({
    bind: ({ controlled }) => {
      world = createShareWorld();
      const { store, tracked, failures, redirects, walletListeners } = world;
      const services = {
        socialV1: {
          authoriseUrl: (version: string, returnTo: string) => `${AUTHORISE_BASE}/${version}?returnTo=${returnTo}`,
        },
      } as unknown as Services;
      return bindShareFlow({
        services: () => Promise.resolve(services),
        credentials: createSocialCredentialStore(store),
        storage: store,
        analytics: { track: (event) => void tracked.push(event) },
        usage: () => 'mint',
        productName: 'Storyverse',
        nativeShare: null,
        redirect: (url) => void redirects.push(url),
        returnTo: () => RETURN_TO,
        logFailure: (error) => void failures.push(error),
      }).provide({
        actors: {
          checkTwitterLogin: controlled.promise(),
          prepareShare: controlled.promise(),
          shareStory: controlled.promise(),
          // The user flow's wallet watcher, standing in (no user flow runs here), made failable.
          watchWallet: controlled.failable(
            fromCallback<ShareEvent>(({ sendBack }) => {
              const listener = (address: string | null) => sendBack({ type: 'share.walletChanged', address });
              walletListeners.add(listener);
              return () => void walletListeners.delete(listener);
            }),
          ),
        },
      });
    },
    adjustFlow: options.adjustFlow,
    ui: (actor, { controlled }) => ({
      user: userEvent.setup(),
      actor,
      lastAnswer: null,
      tracked: world.tracked,
      failures: world.failures,
      redirects: world.redirects,
      storage: world.store.map,
      connectWallet: world.connectWallet,
      waiting: controlled.waiting,
    }),
    render: (actor) => render(<ShareSection flow={actor} />).unmount,
  });
}
