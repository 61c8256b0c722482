import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../App';
import { createAppRuntime, type Platform } from '../app/appRuntime';
import { readLaunchInput } from '../app/launch';
import type { PrerenderedPage } from '../app/prerenderedPage';
import type { KeyValueStorage } from '../app/safeStorage';
import type { AppConfig } from '../config';
import { RenderedPartsContext } from '../views/hydration/lazyPart';
import { createMemoryAnalytics } from '../services/analytics/memoryAnalytics';

/**
 * A prerendered page's markup: the app's HTML for the root element, its styles for the head, and
 * the lazily loaded parts it rendered (paths from the project root), whose chunks its HTML lists
 * for the boot to fetch with the app's.
 */
export interface RenderedPage {
  html: string;
  styleTags: string;
  parts: string[];
}

/** Storage as a first visit finds it: nothing stored (the actor is never started, so nothing is written). */
const EMPTY_STORAGE: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * A browser global that prerendering must not reach: the app actor is never started here and
 * views read the browser only in effects, so a read names the code that broke that rule.
 */
function unavailable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      throw new Error(`prerendering read ${name}.${String(key)}: browser-only code must wait for hydration`);
    },
  });
}

/**
 * Renders the page at `page.path` as a first visit without a query string sees it before
 * hydration: the app wired as main.tsx wires it (never started: no request, timer or wallet), the
 * route's page with every lazily loaded part awaited, and the styles the markup uses.
 */
export async function renderPage(config: AppConfig, page: PrerenderedPage): Promise<RenderedPage> {
  const origin = config.siteUrl;
  const location = { search: '', origin, pathname: page.path };
  const platform: Platform = {
    window: unavailable<Window>('window'),
    document: unavailable<Document>('document'),
    localStorage: EMPTY_STORAGE,
    sessionStorage: EMPTY_STORAGE,
    location,
    navigate: () => {},
    now: () => new Date(),
  };
  const { actor } = createAppRuntime(
    config,
    readLaunchInput(location, config),
    platform,
    createMemoryAnalytics({ print: false }),
  );

  // Emotion writes each style once into this cache; the server instance collects those the HTML uses.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // A page that fails to render any part must fail the build, not ship that part to the browser.
  const errors: unknown[] = [];
  const parts = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <RenderedPartsContext.Provider value={parts}>
      <CacheProvider value={cache}>
        <Router ssrPath={page.path} ssrSearch="">
          <App
            services={{
              actor,
              config,
              device: { mobile: false, walletAppLink: (path) => path },
              navigation: { go: () => {}, leave: () => {}, origin },
              adminPlatform: { sessionStorage: EMPTY_STORAGE },
              // Rendering at build time records nothing.
              analytics: { track: () => {} },
              prerendered: page,
            }}
          />
        </Router>
      </CacheProvider>
    </RenderedPartsContext.Provider>,
    {
      // Fizz outlines a large Suspense boundary's content behind an inline script that moves it
      // into place; the page's CSP runs no inline script, so every boundary is written in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
    },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw new Error(`prerendering ${page.path} failed`, { cause: errors[0] });
  return {
    html,
    styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    parts: [...parts],
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
