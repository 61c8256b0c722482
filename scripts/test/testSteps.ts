/**
 * The steps of `npm test`, in stages: the steps of a stage run at the same time, a stage starts
 * when the one before has passed. Stages are balanced for the two-core CI machine by each step's
 * CPU time and the wall time it needs at least (measured alone, two cores):
 *
 * | step      | CPU-s | wall alone | cores it keeps busy                           |
 * |-----------|-------|------------|-----------------------------------------------|
 * | e2e       | ~270  | ~160 s     | 1.7: three workers that often wait on a page  |
 * | unit      | ~220  | ~125 s     | 1.75: two workers                             |
 * | chain     | ~52   | ~58 s      | 0.9: one worker, node and wallet round trips  |
 * | lint      | ~30   | ~23 s      | 1.3                                           |
 * | typecheck | ~26   | ~26 s      | 1                                             |
 * | size      | ~25   | ~20 s      | 1.2 (bytes, not times: load changes nothing)  |
 *
 * 1. what the others need: the browser's install, the mock build (dist/) and the machines'
 *    static check (seconds each);
 * 2. the browser suite, with the type check, the lint and the size check in the background
 *    (below): they fill the cores its workers leave idle while waiting on pages;
 * 3. the unit tests beside the chain suite.
 * Measured whole runs (two cores): 7 min 38 s with the checks first and both browser suites
 * together in `chromium` on two workers; 5 min 47 s to 6 min 54 s (the same machine, six runs)
 * in this order, in chromium-headless-shell (test/support/debianChromium.ts) on three.
 * Each step is a package.json script, so a step runs here exactly as it does alone.
 */
export interface TestStep {
  name: string;
  /** A shell command, run from the project root. */
  command: string;
  /**
   * Runs at a lower CPU priority (nice 10): it takes the cores its stage's other steps leave idle
   * and gives them back the moment they need them. For steps with no clock in them (no timeouts).
   */
  background?: boolean;
}

export const TEST_STAGES: readonly (readonly TestStep[])[] = [
  [
    { name: 'browser', command: 'node scripts/ensure-chromium.mjs' },
    { name: 'build', command: 'npm run build' },
    { name: 'machines', command: 'npm run check:machines' },
  ],
  [
    { name: 'e2e', command: 'npm run test:e2e' },
    { name: 'typecheck', command: 'npm run typecheck', background: true },
    { name: 'lint', command: 'npm run lint', background: true },
    { name: 'size', command: 'npm run check:size', background: true },
  ],
  [
    { name: 'unit', command: 'npm run test:unit' },
    { name: 'chain', command: 'npm run test:chain' },
  ],
];

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
