/**
 * Types of the navbar bridge between our page and a hosted app in its frame (spec sections 2 and 7):
 * the creator app on /create and the story viewer on /view.
 */

import type { LinkTarget } from '../../src/domain/linkTarget';

/** Where a page request leads, already checked at the edge: only http(s) addresses and our own paths. */
export type PageRequestTarget = LinkTarget;

/** The hosted app in the frame: the story creator (/create) or the story viewer (/view). */
export type HostedApp = 'creator' | 'viewer';

export interface NavbarBridgeInput {
  hostedApp: HostedApp;
  /** The opening loading video plays (the creator page without `novideo`). */
  showIntro: boolean;
  /** `fullvideo`: the video plays to its end even once the hosted app has loaded. */
  keepIntro: boolean;
  /** The frame address's cache-busting `v` (a timestamp) when the page opened. */
  version: number;
}

export interface NavbarBridgeContext {
  hostedApp: HostedApp;
  showIntro: boolean;
  keepIntro: boolean;
  /** The frame address's current `v`: a refresh request renews it, which reloads the frame. */
  version: number;
}

export type NavbarBridgeEvent =
  /** The hosted app asks for a page: a full navigation for an http(s) address, else an in-app route change. */
  | { type: 'bridge.pageRequested'; target: PageRequestTarget }
  /** The hosted app asks to be reloaded; `at` is the time of the request (the new `v`). */
  | { type: 'bridge.refreshRequested'; at: number }
  /** The hosted app reports it has loaded. */
  | { type: 'bridge.appLoaded' }
  /** The hosted app asks whether a web3 wallet is available; the answer goes back to the frame. */
  | { type: 'bridge.web3CheckRequested' }
  /** The navbar asks for the loading-video overlay (the viewer's loading screen). */
  | { type: 'bridge.loadingVideoRequested' }
  /** The loading video played to its end. */
  | { type: 'intro.ended' }
  /** The loading video cannot play (blocked or failed): the overlay goes, nobody waits on it. */
  | { type: 'intro.failed' };
