import { act, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, type Actor, type fromCallback } from 'xstate';
import type { PopupWindowEvent, SocialAuthInput } from '../../../machines/socialAuth';
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
 * popup is a fake window given to the binding. The binding's own `popupWindow` actor runs (it
 * opens, points, watches and closes the fake popup), made failable; its start (the browser's
 * answer to window.open, which in the app comes back within the click) waits for the path's
 * `socialAuth.popupOpened` or `socialAuth.popupBlocked` step, so `connecting.opening` is seen.
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
  /**
   * The browser answers the window.open that `popupWindow` asks for: the binding's actor starts,
   * with a fake popup or with null when the browser blocks it.
   */
  answerPopup: (browser: 'opens' | 'blocks') => Promise<void>;
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

/** A `fromCallback` body: what the binding's popupWindow does when it starts. */
type PopupWindowStart = Parameters<typeof fromCallback<PopupWindowEvent>>[0];

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
      let browserBlocks = false;
      let startPopupWindow: (() => void) | null = null;
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
          if (browserBlocks) return null;
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
          // The binding's own popup actor, made failable; it starts when the path's step says.
          popupWindow: controlled.callback<PopupWindowEvent>((params) => {
            // fromCallback keeps its body as the logic's `config`.
            const bindingStart = (
              edgeBound.implementations.actors.popupWindow as unknown as { config: PopupWindowStart }
            ).config;
            let stop: (() => void) | undefined;
            const start = () => {
              startPopupWindow = null;
              stop = bindingStart(params) ?? undefined;
            };
            startPopupWindow = start;
            return () => {
              if (startPopupWindow === start) startPopupWindow = null;
              stop?.();
            };
          }),
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
        answerPopup: async (browser) => {
          const start = startPopupWindow;
          if (!start) throw new Error('no popupWindow is waiting for the browser');
          browserBlocks = browser === 'blocks';
          await act(async () => start());
          await settle();
        },
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
