/**
 * The steps of `npm test`, in stages: the steps of a stage run at the same time, a stage starts
 * when the one before has passed. Concurrency is chosen for the two-core CI machine: the browser's
 * install (network and disk) beside the type check and the lint (one core each), and the
 * machines' static check beside the unit tests. Each step is a package.json script, so a step
 * runs here exactly as it does alone.
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
  ],
  [{ name: 'build', command: 'npm run build' }],
  [{ name: 'size', command: 'npm run check:size' }],
  [{ name: 'e2e', command: 'npm run test:e2e' }],
  [{ name: 'chain', command: 'npm run test:chain' }],
];

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
