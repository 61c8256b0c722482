/**
 * The steps of `npm test`, in stages: the steps of a stage run at the same time, a stage starts
 * when the one before has passed. Concurrency is chosen for the two-core CI machine, where every
 * step but the chain suite keeps both cores busy on its own:
 * 1. the browser's install (network and disk) beside the type check and the lint (one core each);
 * 2. the unit tests beside the machines' static check and the mock build (seconds each);
 * 3. the browser suite beside the chain suite (one worker, about one core, mostly its node and
 *    wallet round trips) and the size check (bytes, not times: load does not change it).
 *    Measured: the chain suite alone takes about 63 s of wall time and 63 CPU-seconds.
 * Each step is a package.json script, so a step runs here exactly as it does alone.
 */
export interface TestStep {
  name: string;
  /** A shell command, run from the project root. */
  command: string;
}

export const TEST_STAGES: readonly (readonly TestStep[])[] = [
  [
    { name: 'browser', command: 'node scripts/ensure-chromium.mjs' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [
    { name: 'unit', command: 'npm run test:unit' },
    { name: 'machines', command: 'npm run check:machines' },
    { name: 'build', command: 'npm run build' },
  ],
  [
    { name: 'e2e', command: 'npm run test:e2e' },
    { name: 'chain', command: 'npm run test:chain' },
    { name: 'size', command: 'npm run check:size' },
  ],
];

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
