/**
 * The steps of `npm test`, paired for the two-core CI machine by each step's CPU time (user +
 * system of the step's processes, in `npm test` on two cores, issue 52) and the wall time it needs
 * at least (measured alone, two cores; the chain suite's has grown since, see below):
 *
 * | step      | CPU-s | wall alone | cores it keeps busy                           |
 * |-----------|-------|------------|-----------------------------------------------|
 * | unit      | ~103  | ~93 s      | 1: one worker (vitest.config.ts says why)     |
 * | e2e       | ~80   | ~160 s     | 1.7: three workers that often wait on a page  |
 * | engines   | ~150  | ~160 s     | 1: two workers, pages in real time (below)    |
 * | chain     | ~45   | ~58 s      | 0.9: one worker, node and wallet round trips  |
 * | lint      | ~22   | ~14 s      | 1.4                                           |
 * | typecheck | ~6    | ~6 s       | 1: TypeScript 7 on one thread                 |
 * | size      | ~9    | ~21 s      | 0.5 (bytes; it waits for pages to settle)     |
 *
 * TypeScript 7's own threads would take 14 CPU-s for the same check (5.9 took 31). For the same
 * reason ESLint collects its garbage on its main thread (`node --single-threaded-gc` in the lint
 * script): Node gives V8 four helper threads, and on two cores they cost more CPU than they save.
 * ESLint then Prettier, runs alternating (issue 52): 49.7 CPU-s on average without a flag against
 * 40.9 with all of V8's work on one thread (three runs each); then 42.3 with only the garbage
 * collection on one thread against 38.1 with all of it (two each). ESLint alone was no slower with
 * the flag (16.6 s against 17.8). Playwright's runner and workers did worse with the flag (36.9
 * against 33.7 CPU-s, two runs each); Vitest with all of V8's work on one thread used 126 against
 * 134.5 CPU-s, less than its runs differ from each other (116.5 to 136.6), so it is left as is.
 * The format check is oxfmt, not Prettier: 0.3 CPU-s against 12.7 for the same files, which it
 * prints as Prettier did but for five (a union that fits one line still gets a line a member).
 * The e2e CPU leaves out Chromium's renderers, which its zygote forks (not the step's children):
 * sampled from /proc over one run, about 135 CPU-s more.
 * The engines suite (test/engines/: Chromium, Firefox ESR and WebKitGTK, one browser of each per
 * file), alone: 160 s for its 32 tests, 102 CPU-s as `time` counts them (the browsers' own
 * processes not all among them: in a cgroup, renderers and all, an earlier run of 36 tests took
 * 194 CPU-s, four of them waiting out 60 s limits). Its waits are mostly the mock services' own,
 * in real time (no page clock reaches classic WebDriver).
 *
 * The steps form a graph, not stages: each starts once the steps it names in `after` have passed
 * (issue 77). The chain suite (about 5 min, mostly real-time waits on its node, backend and wallet)
 * runs from the start, beside the steps that keep the cores busy one after another:
 * - the unit tests (one core), with the build and the machines' static check;
 * - then the e2e suite (1.7 cores), with the size check, the type check and the lint in the
 *   background (they take what the suites leave idle, at a tenth of a core when the suites want
 *   both);
 * - then the engines suite: three browsers whose waits are the mock services', in real time.
 * Measured in clean clones (Chromium 156): in stages, 11 min 02 s; with the engines suite beside the
 * unit tests, 10 min 20 s, but the unit tests then took 5 min 43 s, and with one core busy
 * (`npm run test:under-load`) the model tests' runs missed their limits and the failure spread
 * through the worker's files; with the e2e and engines suites together, 9 min 30 s, but an approval
 * dialog in the e2e suite missed its 5 s once; the unit tests on two workers broke a model test's
 * wait. The engines suite must not run at a lower priority: its browsers then did not start in 30 s.
 * The size check, the type check and the lint from the start, in the background beside the unit
 * tests: 11 min 01 s, the unit tests then 4 min 48 s against 4 min 13 s with the three after them
 * (clean clones the same day, 10 min 43 s in all): at nice 10 they still took the unit tests'
 * pace, so they wait for the unit tests.
 * The whole run keeps both cores busy: the e2e suite alone took 4 min 10 s, with 480 of its 523
 * CPU-s busy (three quarters of it Chromium's renderers and GPU process); four workers instead of
 * three took 4 min 06 s.
 * Each step is a package.json script, so a step runs here exactly as it does alone.
 */
export interface TestStep {
  name: string;
  /** A shell command, run from the project root. */
  command: string;
  /** The steps that must have passed before this one starts (none: it starts with the run). */
  after?: readonly string[];
  /**
   * Runs at a lower CPU priority (nice 10): it takes the cores the other steps leave idle and
   * gives them back the moment they need them. For steps with no clock in them (no timeouts).
   */
  background?: boolean;
}

export const TEST_STEPS: readonly TestStep[] = [
  { name: 'browser', command: 'node scripts/ensure-chromium.mjs' },
  { name: 'build', command: 'npm run build' },
  { name: 'machines', command: 'npm run check:machines' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'chain', command: 'npm run test:chain', after: ['browser'] },
  { name: 'e2e', command: 'npm run test:e2e', after: ['browser', 'build', 'unit'] },
  { name: 'size', command: 'npm run check:size', after: ['browser', 'build', 'unit'], background: true },
  { name: 'typecheck', command: 'npm run typecheck -- --singleThreaded', after: ['unit'], background: true },
  { name: 'lint', command: 'npm run lint', after: ['unit'], background: true },
  { name: 'engines', command: 'npm run test:engines', after: ['browser', 'build', 'e2e'] },
];

/**
 * The steps that may start now: not started yet, and every step they wait for has passed. None
 * once a step has failed (the run ends with the steps still running).
 */
export function stepsToStart(
  steps: readonly TestStep[],
  started: ReadonlySet<string>,
  ended: ReadonlyMap<string, boolean>,
): TestStep[] {
  if ([...ended.values()].includes(false)) return [];
  return steps.filter(
    (step) => !started.has(step.name) && (step.after ?? []).every((name) => ended.get(name) === true),
  );
}

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
