import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../config';
import type { AppActor } from './appActor';

/** What views may reach: the root actor (to select and send) and the configuration. */
export interface AppServices {
  actor: AppActor;
  config: AppConfig;
}

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
