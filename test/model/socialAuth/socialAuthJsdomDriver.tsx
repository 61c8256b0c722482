import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, type Actor, type CallbackActorLogic } from 'xstate';
import type { SocialAuthEvent, SocialAuthInput } from '../../../machines/socialAuth';
import { bindSocialAuthFlow, type SocialAuthFlowLogic } from '../../../src/app/bindings/socialAuth';
import type { Services } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { SocialAuthSection } from '../../../src/views/social/SocialAuthSection';
import { createControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { settle, standaloneFlowSteps, type ServiceAnswer, type StandaloneFlow } from '../jsdomSteps';
import { TimedClock } from '../timedClock';
import { mapStorage } from '../../support/mapStorage';

/**
 * Renders the social-auth section in jsdom around the bound flow. The service calls are
 * controlled actors, the poll interval and the overall timeout run on a simulated clock, and the
 * popup is a fake window given to the binding (its real watcher sees the user close it).
 */

export const RETURN_TO = 'https://site.test/mint';
export const AUTHORISE_BASE = 'https://auth.test/twitter/authorize';

export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
}

export interface SocialAuthUi {
  user: UserEvent;
  actor: Actor<SocialAuthFlowLogic>;
  /** The popups the binding opened, in order. */
  popups: FakePopup[];
  /** Addresses the page was sent to. */
  redirects: string[];
  /** Post-redirect data and credentials live here. */
  storage: Map<string, string>;
  /** The services' last answer on this path. */
  lastAnswer: ServiceAnswer | null;
  waiting: () => string[];
}

export interface SocialAuthDriverOptions {
  adjustFlow?: (flow: SocialAuthFlowLogic) => SocialAuthFlowLogic;
}

type Mounted = StandaloneFlow<SocialAuthUi>;

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    location: { href: 'about:blank' },
    close: () => {
      popup.closed = true;
    },
  };
  return popup;
}

export function createSocialAuthJsdomDriver(
  options: SocialAuthDriverOptions = {},
): Driver<SocialAuthInput, SocialAuthUi> {
  let mounted: Mounted | undefined;
  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const store = mapStorage();
      const storage = store.map;
      const popups: FakePopup[] = [];
      const redirects: string[] = [];
      const services = {
        socialV1: {
          authoriseUrl: (version: string, returnTo: string) => `${AUTHORISE_BASE}/${version}?returnTo=${returnTo}`,
        },
      } as unknown as Services;
      const edgeBound = bindSocialAuthFlow({
        services: () => Promise.resolve(services),
        credentials: createSocialCredentialStore(store),
        storage: store,
        openPopup: () => {
          const popup = fakePopup();
          popups.push(popup);
          return popup;
        },
        redirect: (url) => void redirects.push(url),
        returnTo: () => RETURN_TO,
        popupWatchIntervalMs: 5,
      });
      const bound = edgeBound.provide({
        actors: {
          checkStoredCredentials: controlled.promise(),
          // The binding's own popup watcher, made failable.
          watchPopup: controlled.failable(
            edgeBound.implementations.actors.watchPopup as CallbackActorLogic<SocialAuthEvent>,
          ),
          checkPopup: controlled.promise(),
          addToPending: controlled.promise(),
          pollPending: controlled.promise(),
        },
      });
      const flow = options.adjustFlow?.(bound) ?? bound;
      const actor = createActor(flow, { input, clock, inspect });
      actor.start();
      const { unmount } = render(<SocialAuthSection flow={actor} />);
      const ui: SocialAuthUi = {
        user: userEvent.setup(),
        actor,
        popups,
        redirects,
        storage,
        lastAnswer: null,
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
