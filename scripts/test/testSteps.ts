/**
 * The steps of `npm test`, in stages: the steps of a stage run at the same time, a stage starts
 * when the one before has passed. Stages are balanced for the two-core CI machine by each step's
 * CPU time (user + system of the step's processes, in `npm test` on two cores, issue 52) and the
 * wall time it needs at least (measured alone, two cores):
 *
 * | step      | CPU-s | wall alone | cores it keeps busy                           |
 * |-----------|-------|------------|-----------------------------------------------|
 * | unit      | ~148  | ~114 s     | 1.6: two workers                              |
 * | e2e       | ~115  | ~160 s     | 1.7: three workers that often wait on a page  |
 * | chain     | ~58   | ~58 s      | 0.9: one worker, node and wallet round trips  |
 * | lint      | ~41   | ~30 s      | 1.3                                           |
 * | typecheck | ~6    | ~6 s       | 1: TypeScript 7 on one thread                 |
 * | size      | ~10   | ~21 s      | 0.5 (bytes; it waits for pages to settle)     |
 *
 * TypeScript 7's own threads would take 14 CPU-s for the same check (5.9 took 31), and here they
 * would only compete with the rest of stage 1.
 * The e2e CPU leaves out Chromium's renderers, which its zygote forks (not the step's children):
 * sampled from /proc over one run, about 135 CPU-s more.
 *
 * 1. the browser's install, the mock build and the machines' static check (what stage 2 needs),
 *    with the unit tests, which need none of them, and the type check and the lint in the
 *    background (below): on a fresh machine the browser's apt-get install (network and disk) hides
 *    under the unit tests;
 * 2. the browser suite beside the chain suite, with the size check in the background: it fills
 *    the cores the browser workers leave idle while waiting on pages.
 * The lint was in stage 2 until issue 38: there it took a share of the cores from the timed
 * browser tests, which are already three workers and the chain suite on two cores; in stage 1
 * it competes only with the unit tests, whose limits are sized from their work
 * (test/model/modelSuite.ts).
 * Measured in this order: `npm test` 5 min 17 s to 6 min 55 s on two cores (clean clones and
 * runs under load), CI's whole `.ci/run` 393 s. (The orders measured before it are in the commits
 * that changed this file.)
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
    { name: 'unit', command: 'npm run test:unit' },
    { name: 'typecheck', command: 'npm run typecheck -- --singleThreaded', background: true },
    { name: 'lint', command: 'npm run lint', background: true },
  ],
  [
    { name: 'e2e', command: 'npm run test:e2e' },
    { name: 'chain', command: 'npm run test:chain' },
    { name: 'size', command: 'npm run check:size', background: true },
  ],
];

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
