import { act, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Actor, fromCallback } from 'xstate';
import type { PopupWindowEvent, SocialAuthInput } from '../../../machines/socialAuth';
import { bindSocialAuthFlow, type SocialAuthFlowLogic } from '../../../src/app/bindings/socialAuth';
import type { Services } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { SocialAuthSection } from '../../../src/views/social/SocialAuthSection';
import type { Driver } from '../driver';
import { settle, standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
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

/** What a path's social login reports to: the popups, the redirects, storage and the browser's answer. */
function createSocialAuthWorld() {
  const world = {
    store: mapStorage(),
    popups: [] as FakePopup[],
    redirects: [] as string[],
    browserBlocks: false,
    /** The binding's popupWindow, waiting for the browser's answer to window.open. */
    startPopupWindow: null as (() => void) | null,
  };
  return world;
}

export function createSocialAuthJsdomDriver(
  options: SocialAuthDriverOptions = {},
): Driver<SocialAuthInput, SocialAuthUi> {
  // The world of the path under way: paths run one after another.
  let world = createSocialAuthWorld();
  return standaloneFlowDriver({
    bind: ({ controlled }) => {
      world = createSocialAuthWorld();
      const current = world;
      const services = {
        socialV1: {
          authoriseUrl: (version: string, returnTo: string) => `${AUTHORISE_BASE}/${version}?returnTo=${returnTo}`,
        },
      } as unknown as Services;
      const edgeBound = bindSocialAuthFlow({
        services: () => Promise.resolve(services),
        credentials: createSocialCredentialStore(current.store),
        storage: current.store,
        openPopup: () => {
          if (current.browserBlocks) return null;
          const popup = fakePopup();
          current.popups.push(popup);
          return popup;
        },
        redirect: (url) => void current.redirects.push(url),
        returnTo: () => RETURN_TO,
        popupWatchIntervalMs: 5,
      });
      return edgeBound.provide({
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
              current.startPopupWindow = null;
              stop = bindingStart(params) ?? undefined;
            };
            current.startPopupWindow = start;
            return () => {
              if (current.startPopupWindow === start) current.startPopupWindow = null;
              stop?.();
            };
          }),
          addToPending: controlled.promise(),
          pollPending: controlled.promise(),
        },
      });
    },
    adjustFlow: options.adjustFlow,
    ui: (actor, { controlled }) => {
      const current = world;
      return {
        user: userEvent.setup(),
        actor,
        popups: current.popups,
        answerPopup: async (browser) => {
          const start = current.startPopupWindow;
          if (!start) throw new Error('no popupWindow is waiting for the browser');
          current.browserBlocks = browser === 'blocks';
          await act(async () => start());
          await settle();
        },
        redirects: current.redirects,
        storage: current.store.map,
        lastAnswer: null,
        waiting: controlled.waiting,
      };
    },
    render: (actor) => render(<SocialAuthSection flow={actor} />).unmount,
  });
}
