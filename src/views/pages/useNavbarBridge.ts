import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { selectHasWallet } from '../../../machines/user';
import { useAnalytics, useNavigation, useUserActor } from '../../app/AppProviders';
import { bindNavbarBridge } from '../../app/bindings/navbarBridge';
import type { NavbarBridgeInput } from '../../../machines/navbarBridge';

/**
 * The navbar bridge of one visit of a framed page, bound to this window, the frame's origin and
 * the app's navigation (src/app/bindings/navbarBridge.ts). The page only renders its state.
 */
export function useNavbarBridge(frameOrigin: string, input: Omit<NavbarBridgeInput, 'version'>) {
  const navigation = useNavigation();
  const user = useUserActor();
  const analytics = useAnalytics();
  // One binding and one start time per visit (the first frame address's v).
  const [visit] = useState(() => ({
    logic: bindNavbarBridge({
      window,
      frameOrigin,
      navigate: navigation.go,
      leave: navigation.leave,
      web3Available: () => selectHasWallet(user.getSnapshot()),
      now: Date.now,
      analytics,
    }),
    version: Date.now(),
  }));
  return useActorRef(visit.logic, { input: { ...input, version: visit.version } });
}

export type NavbarBridgeRef = ReturnType<typeof useNavbarBridge>;
