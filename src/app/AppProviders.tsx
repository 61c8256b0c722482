import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../config';
import type { AnalyticsService } from '../services/analytics/analytics.types';
import type { AdminPlatform } from './adminFlows';
import type { AppActor } from './appActor';
import type { UserActorRef } from './appRuntime';
import type { ApprovalActorRef } from './bindings/approval';
import type { PrerenderedPage } from './prerenderedPage';

/** Facts about the device that views show differently (read once at start-up, never in a view). */
export interface Device {
  /** A phone or tablet: a missing wallet means "open this page in the wallet app". */
  mobile: boolean;
  /** The wallet app's deep link that opens `path` of this site in its browser. */
  walletAppLink: (path: string) => string;
}

/**
 * Navigation that hosted apps in frames ask for (the navbar bridge, bound in src/app/bindings/navbarBridge.ts):
 * views hand it to the binding and never call it themselves.
 */
export interface Navigation {
  /** An in-app route change with a history entry, as a link makes. */
  go: (path: string) => void;
  /** A full navigation away from the app. */
  leave: (href: string) => void;
  /** Our origin: frame addresses that are paths of ours (the mock apps) resolve against it. */
  origin: string;
}

/**
 * What views may reach: the root actor (to select and send), the configuration, the device, and
 * for bindings navigation and the admin area's platform.
 */
export interface AppServices {
  actor: AppActor;
  config: AppConfig;
  device: Device;
  navigation: Navigation;
  /**
   * What the admin area's flows are bound to (src/app/adminFlows.ts): the mock admin service keeps
   * its state in this session storage. Views hand it to the binding and never use it themselves.
   */
  adminPlatform: AdminPlatform;
  /** Where a binding made in a view records its events (the navbar bridge's GameStart); views never track. */
  analytics: AnalyticsService;
  /** The prerendered page being hydrated, with the sale its header shows; none when rendered in the browser alone. */
  prerendered?: PrerenderedPage | null;
  /**
   * Told each time a part of the page has hydrated (HydrationSignal): the boot then marks the app
   * live (the page) and replays the input it kept for that part.
   */
  onPartHydrated?: (part: HydratedPart) => void;
}

/**
 * The parts of a page that hydrate on their own: the layout, the page, the footer, a lazily loaded
 * section, and a piece inside one of them that loads when it shows (lazyChunk: a prerendered one
 * hydrates after the part around it).
 */
export type HydratedPart = 'layout' | 'page' | 'footer' | 'section' | 'piece';

const AppServicesContext = createContext<AppServices | null>(null);

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppProviders is missing above this component');
  return services;
}

export const useAppActor = () => useAppServices().actor;
export const useConfig = () => useAppServices().config;
export const useDevice = () => useAppServices().device;
export const useNavigation = () => useAppServices().navigation;
export const useAdminPlatform = () => useAppServices().adminPlatform;
export const useAnalytics = () => useAppServices().analytics;
export const usePrerenderedPage = () => useAppServices().prerendered ?? null;
/** Optional: a piece rendered outside the app (a test's) tells nobody. */
export const usePartHydrated = () => useContext(AppServicesContext)?.onPartHydrated;

/** A flow the root actor runs as a child, found by its `systemId`. */
function useChildActor<TActor>(systemId: 'user' | 'approval'): TActor {
  const child = useAppActor().system.get(systemId) as TActor | undefined;
  if (!child) throw new Error(`the ${systemId} flow is not running`);
  return child;
}

/** The user flow (`systemId: 'user'`). */
export const useUserActor = () => useChildActor<UserActorRef>('user');

/** The mock wallet's transaction approval (`systemId: 'approval'`). */
export const useApprovalActor = () => useChildActor<ApprovalActorRef>('approval');
