/**
 * The steps of `npm test`, in stages: the steps of a stage run at the same time, a stage starts
 * when the one before has passed. Concurrency is chosen for the two-core CI machine: the browser's
 * install (network and disk) beside the type check and the lint (one core each), and the
 * machines' static check beside the unit tests.
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
    { name: 'unit', command: 'npx vitest run' },
    { name: 'machines', command: 'npm run check:machines' },
  ],
  [{ name: 'build', command: 'npm run build' }],
  [{ name: 'size', command: 'npx tsx scripts/check-size.ts' }],
  [{ name: 'e2e', command: 'npx playwright test' }],
  [{ name: 'chain', command: 'npx playwright test -c test/chain/playwright.config.ts' }],
];

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
