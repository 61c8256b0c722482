// First, before any other module runs: the `auth` credentials leave the address.
import { launchAuth } from './app/credentialsFirst';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createAppRuntime } from './app/appRuntime';
import { readLaunchInput } from './app/launch';
import { safeStorage } from './app/safeStorage';
import { App } from './App';
import { getConfig } from './config';
import { isMobileUserAgent, walletAppLink } from './domain/device';
import { createInspectEntry } from './inspect/inspectEntry';
import { createMemoryAnalytics } from './services/analytics/memoryAnalytics';

const rootElement = document.getElementById('root')!;

function start() {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    // An invalid configuration stops start-up with a message naming the variable.
    rootElement.textContent = error instanceof Error ? error.message : String(error);
    rootElement.style.whiteSpace = 'pre-wrap';
    throw error;
  }
  const localStorage = safeStorage(() => window.localStorage, 'localStorage');
  const sessionStorage = safeStorage(() => window.sessionStorage, 'sessionStorage');
  // Most visits carry no credentials: the sign-in code loads only when one does.
  const rawAuth = launchAuth;
  if (rawAuth !== null) {
    void import('./app/signInFromLaunch').then(({ signInFromLaunch }) => signInFromLaunch(rawAuth, localStorage));
  }
  const analytics = createMemoryAnalytics({ print: import.meta.env.DEV });
  // The live statechart viewer: development and mock builds, or VITE_INSPECT=on. Vite writes these
  // values into the build, so a production build drops this code and the viewer's chunk entirely.
  const inspector =
    import.meta.env.VITE_ENV !== 'production' || import.meta.env.VITE_INSPECT === 'on'
      ? createInspectEntry(window.location.search)
      : null;
  const { actor } = createAppRuntime(
    config,
    readLaunchInput(window.location, config),
    {
      window,
      document,
      localStorage,
      sessionStorage,
      location: window.location,
      navigate: (path) => navigate(path, { replace: true }),
      now: () => new Date(),
    },
    analytics,
    inspector ? { inspect: inspector.inspect } : {},
  );
  actor.start();
  inspector?.attach(actor, config.env === 'mock');
  createRoot(rootElement).render(
    <StrictMode>
      <App
        services={{
          actor,
          config,
          device: {
            mobile: isMobileUserAgent(navigator.userAgent),
            walletAppLink: (path) => walletAppLink(window.location.host, path),
          },
          navigation: {
            go: (path) => navigate(path),
            leave: (href) => window.location.assign(href),
            origin: window.location.origin,
          },
          adminPlatform: { sessionStorage },
        }}
      />
    </StrictMode>,
  );
}

start();
