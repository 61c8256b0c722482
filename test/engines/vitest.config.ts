import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the visitor scenarios of test/engines/ in Chromium, Firefox ESR and
 * WebKitGTK (docs/testing.md, "Engines"). Node only: the pages run in the browsers. Not the app's
 * Vite configuration: nothing here is built for the browser.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/engines/**/*.engines.test.ts'],
    environment: 'node',
    // Each test under its engine's name: the report reads as a table of scenarios by engine.
    reporters: ['verbose'],
    // Forks: each file's browsers are child processes of its worker, and a fork that ends takes
    // nothing with it that its own hooks did not close.
    pool: 'forks',
    maxWorkers: 2,
    // The limits are set per hook and per test (timeLimits.ts); this one is for the rest.
    testTimeout: 5_000,
  },
});
