// First, before any other module runs: the `auth` credentials leave the address.
import { launchAuth } from './app/credentialsFirst';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createAppRuntime } from './app/appRuntime';
import { readLaunchInput } from './app/launch';
import { readPrerenderedPage } from './app/prerenderedPage';
import { safeStorage } from './app/safeStorage';
import { App } from './App';
import { getConfig } from './config';
import { isMobileUserAgent, walletAppLink } from './domain/device';
import { createInspectEntry } from './inspect/inspectEntry';
import { createMemoryAnalytics } from './services/analytics/memoryAnalytics';

const rootElement = document.getElementById('root')!;

function start() {
  const config = getConfig();
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
  const prerendered = readPrerenderedPage(document, window.location.pathname);
  const app = (
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
          prerendered,
        }}
      />
    </StrictMode>
  );
  if (prerendered) {
    // The HTML is this page's, written at build time: React takes it over as it is.
    hydrateRoot(rootElement, app);
  } else {
    // Rendered in the browser alone (the development server, a page without prerendered HTML).
    rootElement.replaceChildren();
    createRoot(rootElement).render(app);
  }
}

start();
