import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { importChunk } from '../boot/importChunk';
import { createAppRuntime } from './appRuntime';
import { readLaunchInput } from './launch';
import { readPrerenderedPage } from './prerenderedPage';
import { browserPlatform } from './browserPlatform';
import { App } from '../App';
import type { HydratedPart } from './AppProviders';
import { getConfig } from '../config';
import { isMobileUserAgent, walletAppLink } from '../domain/device';
import { createInspectEntry } from '../inspect/inspectEntry';
import { createMemoryAnalytics } from '../services/analytics/memoryAnalytics';

/**
 * Creates the app: the root actor with its services; `start` starts it, then React takes over the
 * prerendered page (hydration) or renders into an empty root. Two steps, so that the boot
 * (main.tsx) can run them as separate tasks. `launchAuth`: the credentials the boot took from the
 * address before anything else ran. `onPartHydrated`: told each time a part of the page is live
 * (HydrationSignal), for the boot's mark and replay.
 */
export function createApp(launchAuth: string | null, onPartHydrated: (part: HydratedPart) => void): { start(): void } {
  const rootElement = document.getElementById('root')!;
  const config = getConfig();
  const platform = browserPlatform();
  // Most visits carry no credentials: the sign-in code loads only when one does.
  if (launchAuth !== null) {
    // Never a reload for fresh code: the boot took the credentials out of the address, and a
    // reloaded page would not have them.
    void importChunk(() => import('./signInFromLaunch'), 'never').then(({ signInFromLaunch }) =>
      signInFromLaunch(launchAuth, platform.localStorage),
    );
  }
  const analytics = createMemoryAnalytics({ print: import.meta.env.DEV });
  // Start-up work (loading the services) waits until the page is live (AppRuntimeOptions.startupAfter).
  let pageIsLive = () => {};
  const pageLive = new Promise<void>((resolve) => (pageIsLive = resolve));
  const partHydrated = (part: HydratedPart) => {
    if (part === 'page') pageIsLive();
    onPartHydrated(part);
  };
  // The live statechart viewer: development and mock builds, or VITE_INSPECT=on. Vite writes these
  // values into the build, so a production build drops this code and the viewer's chunk entirely.
  const inspector =
    import.meta.env.VITE_ENV !== 'production' || import.meta.env.VITE_INSPECT === 'on'
      ? createInspectEntry(window.location.search)
      : null;
  const { actor } = createAppRuntime(config, readLaunchInput(window.location, config), platform, analytics, {
    startupAfter: pageLive,
    ...(inspector ? { inspect: inspector.inspect } : {}),
  });
  return {
    start() {
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
              adminPlatform: { sessionStorage: platform.sessionStorage },
              analytics,
              prerendered,
              onPartHydrated: partHydrated,
            }}
          />
        </StrictMode>
      );
      if (prerendered) {
        // The HTML is this page's, written at build time: React takes it over as it is. As a
        // transition, hydration yields to the browser between slices of work instead of holding the
        // main thread for the whole page, so a tap or a scroll during it is answered at once.
        startTransition(() => {
          hydrateRoot(rootElement, app);
        });
      } else {
        // Rendered in the browser alone (the development server, a page without prerendered HTML).
        rootElement.replaceChildren();
        createRoot(rootElement).render(app);
      }
    },
  };
}
