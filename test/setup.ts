import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * How long a `findBy…` waits: what appears after a lazy part's first import (a dialog, a page) waits
 * for Vitest to transform and run that part's modules, some hundreds of milliseconds alone and
 * several times that with the cores shared (an approval dialog missed Testing Library's default
 * 1 s beside the chain suite). The wait ends as soon as the element is there.
 */
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The config's unstubGlobals and unstubEnvs restore them before the next test, which is too late
  // at a file's end: the next file's beforeAll would run on the stubs (an msw server wrapped a
  // stubbed fetch, and its file then met the real network). Files share their worker's globals
  // (isolate: false).
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// jsdom plays no media (and says so on the console for every video): pages with videos start them.
if (typeof HTMLMediaElement !== 'undefined') {
  Object.assign(HTMLMediaElement.prototype, { play: () => Promise.resolve(), pause: () => {} });
}
