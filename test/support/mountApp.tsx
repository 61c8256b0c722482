import { render } from '@testing-library/react';
import type { InspectionEvent, SimulatedClock } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LaunchInput } from '../../machines/app';
import { App } from '../../src/App';
import type { AppMachineLogic } from '../../src/app/appActor';
import type { Device } from '../../src/app/AppProviders';
import { createAppRuntime, type AppRuntime } from '../../src/app/appRuntime';
import type { UserFlowLogic } from '../../src/app/bindings/user';
import { readLaunchInput } from '../../src/app/launch';
import type { AppConfig } from '../../src/config';
import { readConfig } from '../../src/config/readConfig';
import { createMemoryAnalytics, type MemoryAnalytics } from '../../src/services/analytics/memoryAnalytics';
import { memoryStorage } from '../unit/services/mock/mockHarness';

/**
 * The real app in jsdom, wired as main.tsx wires it (src/app/appRuntime.ts), with memory storage,
 * a memory router and, when given, a simulated clock and controlled actors.
 */

export interface MountOptions {
  /** Default: the mock configuration with no mock delays. */
  config?: AppConfig;
  /** The address the app opens at (path and query). Default '/'. */
  path?: string;
  /** Default: read from `path`'s query, as main.tsx does. */
  launch?: LaunchInput;
  clock?: SimulatedClock;
  inspect?: (event: InspectionEvent) => void;
  adjustMachine?: (machine: AppMachineLogic) => AppMachineLogic;
  adjustUserFlow?: (flow: UserFlowLogic) => UserFlowLogic;
  device?: Partial<Device>;
  localStorage?: Storage;
  sessionStorage?: Storage;
}

export interface MountedApp extends AppRuntime {
  analytics: MemoryAnalytics;
  /** The memory router's address history (every navigation, replaced ones included). */
  history: string[];
  /** Where the router is now. */
  address: () => string;
  /** Every full navigation away from the app (a hosted app's page request), in order. */
  left: readonly string[];
  /** Goes to `path` as a link would (pushes a history entry). */
  navigate: (path: string) => void;
  localStorage: Storage;
  sessionStorage: Storage;
  unmount: () => void;
}

export const ORIGIN = 'http://localhost:3000';

export function mountApp(options: MountOptions = {}): MountedApp {
  const config = options.config ?? readConfig({ VITE_MOCK_DELAY_SCALE: '0' });
  const path = options.path ?? '/';
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const router = memoryLocation({ path, record: true });
  const localStorage = options.localStorage ?? memoryStorage();
  const sessionStorage = options.sessionStorage ?? memoryStorage();
  const analytics = createMemoryAnalytics({ print: false });
  const location = { search, origin: ORIGIN, pathname: path.split(/[?#]/)[0] ?? '/' };
  const runtime = createAppRuntime(
    config,
    options.launch ?? readLaunchInput(location, config),
    {
      window,
      document,
      localStorage,
      sessionStorage,
      location,
      navigate: (to) => router.navigate(to, { replace: true }),
      now: () => new Date(),
    },
    analytics,
    {
      // xstate reads a present-but-undefined clock as the clock: pass only what was given.
      ...(options.clock && { clock: options.clock }),
      inspect: options.inspect,
      adjustMachine: options.adjustMachine,
      adjustUserFlow: options.adjustUserFlow,
    },
  );
  runtime.actor.start();
  const device: Device = {
    mobile: false,
    walletAppLink: (to) => `https://metamask.app.link/dapp/localhost${to}`,
    ...options.device,
  };
  const left: string[] = [];
  const navigation = {
    go: (to: string) => router.navigate(to),
    leave: (href: string) => void left.push(href),
    origin: ORIGIN,
  };
  const view = render(
    <Router hook={router.hook} searchHook={router.searchHook}>
      <App
        services={{
          actor: runtime.actor,
          config,
          device,
          navigation,
          adminPlatform: { sessionStorage },
          analytics,
        }}
      />
    </Router>,
  );
  return {
    ...runtime,
    analytics,
    history: router.history,
    address: () => router.history.at(-1) ?? path,
    left,
    navigate: (to) => router.navigate(to),
    localStorage,
    sessionStorage,
    unmount: () => {
      view.unmount();
      runtime.actor.stop();
    },
  };
}
