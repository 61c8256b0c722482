import { fromCallback } from 'xstate';
import { navbarBridgeMachine, type NavbarBridgeEvent } from '../../../machines/navbarBridge';
import { frameRequestOf, web3CheckAnswer, type FrameRequest } from '../../domain/frameMessages';
import type { AnalyticsService } from '../../services/analytics/analytics.types';

/** What the navbar bridge of one page visit runs on. */
export interface NavbarBridgeEdge {
  /** Our window: its messages, its origin. */
  window: Window;
  /** The exact origin of the hosted app in the frame: messages from anywhere else are ignored. */
  frameOrigin: string;
  /** An in-app route change (a history entry, as a link makes). */
  navigate: (path: string) => void;
  /** A full navigation away from the app. */
  leave: (href: string) => void;
  /** Whether a web3 wallet is available (the user flow's wallet options). */
  web3Available: () => boolean;
  now: () => number;
  analytics: AnalyticsService;
}

function eventOf(request: FrameRequest, now: () => number): NavbarBridgeEvent {
  switch (request.kind) {
    case 'page':
      return { type: 'bridge.pageRequested', target: request.target };
    case 'refresh':
      return { type: 'bridge.refreshRequested', at: now() };
    case 'loaded':
      return { type: 'bridge.appLoaded' };
    case 'web3Check':
      return { type: 'bridge.web3CheckRequested' };
    case 'loadingVideo':
      return { type: 'bridge.loadingVideoRequested' };
  }
}

/**
 * Binds the navbar bridge (machines/navbarBridge) for one page visit: the window's messages,
 * validated (exact origin, known shape, a safe page) before they become events; navigation; and
 * the web3 answer, posted back only to the frame that asked and only to the frame's origin.
 */
export function bindNavbarBridge(edge: NavbarBridgeEdge) {
  // The window whose 'navbar:web3Check' the chart answers.
  let asker: MessageEventSource | null = null;
  return navbarBridgeMachine.provide({
    actors: {
      listenToFrame: fromCallback<NavbarBridgeEvent>(({ sendBack }) => {
        const onMessage = (message: MessageEvent) => {
          const request = frameRequestOf(message, edge.frameOrigin, edge.window.location.origin);
          if (!request) return;
          if (request.kind === 'web3Check') asker = message.source;
          sendBack(eventOf(request, edge.now));
        };
        edge.window.addEventListener('message', onMessage);
        return () => edge.window.removeEventListener('message', onMessage);
      }),
    },
    actions: {
      navigateInApp: (_, { target }) => {
        if (target.kind === 'internal') edge.navigate(target.path);
      },
      navigateAway: (_, { target }) => {
        if (target.kind === 'external') edge.leave(target.href);
      },
      answerWeb3Check: () => {
        (asker as Window | null)?.postMessage(web3CheckAnswer(edge.web3Available()), edge.frameOrigin);
      },
      // The creator and viewer pages have no mint page, so no page state: usage 'unknown' (section 7).
      recordGameStart: () => edge.analytics.track({ name: 'GameStart', usage: 'unknown' }),
      reportBridgeFailure: (_, { error }) => console.error('[navbarBridge] the frame listener stopped', error),
    },
  });
}

export type NavbarBridgeLogic = ReturnType<typeof bindNavbarBridge>;
