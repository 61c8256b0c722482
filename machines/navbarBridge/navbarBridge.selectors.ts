import type { SnapshotFrom } from 'xstate';
import type { navbarBridgeMachine } from './navbarBridge.machine';

export type NavbarBridgeSnapshot = SnapshotFrom<typeof navbarBridgeMachine>;

/** The frame address's cache-busting `v`. */
export const selectFrameVersion = (snapshot: NavbarBridgeSnapshot) => snapshot.context.version;
export const selectHostedAppLoaded = (snapshot: NavbarBridgeSnapshot) => snapshot.matches({ frame: 'loaded' });

/** The loading-video overlay: shown, fading out (500 ms), or gone. */
export type IntroOverlay = 'shown' | 'fading' | 'gone';
export const selectIntroOverlay = (snapshot: NavbarBridgeSnapshot): IntroOverlay =>
  snapshot.matches({ intro: 'playing' }) ? 'shown' : snapshot.matches({ intro: 'fadingOut' }) ? 'fading' : 'gone';
