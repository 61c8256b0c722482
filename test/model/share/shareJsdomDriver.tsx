import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, fromCallback, type Actor } from 'xstate';
import type { ShareEvent, ShareInput } from '../../../machines/share';
import { bindShareFlow, type ShareFlowLogic } from '../../../src/app/bindings/share';
import type { AnalyticsEvent } from '../../../src/services/analytics/analytics.types';
import type { Services } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { ShareSection } from '../../../src/views/share/ShareSection';
import { createControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { settle, standaloneFlowSteps, type ServiceAnswer, type StandaloneFlow } from '../jsdomSteps';
import { TimedClock } from '../timedClock';
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

type Mounted = StandaloneFlow<ShareUi>;

export function createShareJsdomDriver(options: ShareDriverOptions = {}): Driver<ShareInput, ShareUi> {
  let mounted: Mounted | undefined;
  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const store = mapStorage();
      const storage = store.map;
      const tracked: AnalyticsEvent[] = [];
      const failures: unknown[] = [];
      const redirects: string[] = [];
      const walletListeners = new Set<(address: string | null) => void>();

      const services = {
        socialV1: {
          authoriseUrl: (version: string, returnTo: string) => `${AUTHORISE_BASE}/${version}?returnTo=${returnTo}`,
        },
      } as unknown as Services;
      const edgeBound = bindShareFlow({
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
      });
      const bound = edgeBound.provide({
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
      const flow = options.adjustFlow?.(bound) ?? bound;
      const actor = createActor(flow, { input, clock, inspect });
      actor.start();
      const { unmount } = render(<ShareSection flow={actor} />);
      const ui: ShareUi = {
        user: userEvent.setup(),
        actor,
        lastAnswer: null,
        tracked,
        failures,
        redirects,
        storage,
        connectWallet: (address) => walletListeners.forEach((listener) => listener(address)),
        waiting: controlled.waiting,
      };
      mounted = { ui, clock, controlled, unmount };
      await settle();
      return ui;
    },
    ...standaloneFlowSteps(
      () => mounted,
      () => (mounted = undefined),
    ),
  };
}
