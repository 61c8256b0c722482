/**
 * The steps of `npm test`, in stages: the steps of a stage run at the same time, a stage starts
 * when the one before has passed. Stages are balanced for the two-core CI machine by each step's
 * CPU time (user + system of the step's processes, in `npm test` on two cores, issue 52) and the
 * wall time it needs at least (measured alone, two cores):
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
 * 1. the browser's install, the mock build and the machines' static check (what stage 2 needs),
 *    with the unit tests, which need none of them: on a fresh machine the browser's apt-get
 *    install (network and disk) hides under the unit tests. The unit tests run alone otherwise:
 *    sharing the two cores with the lint and the type check cost them 16 CPU-s more (134 against
 *    118 in paired runs of `npm test`, two workers), spent in waits that poll for longer;
 * 2. the browser suite beside the chain suite, with the size check, the type check and the lint in
 *    the background: together the e2e and chain suites keep about one core of two busy (152 CPU-s
 *    over about 250 s), and the background steps take what they leave idle, at a tenth of a core
 *    when the suites want both. (Until issue 52 the lint and the type check ran in stage 1.)
 * 3. the engines suite, alone: three browsers of its own and the mock services' waits in real time.
 *    Beside stage 2 it made every step slower (e2e and chain 8 min each, the whole run 11 min 34 s in
 *    a clean clone), and at a lower priority there its browsers did not start within 30 s.
 * Measured in this order: `npm test` 5 min 30 s and 328 CPU-s on two cores, against 5 min 40 s
 * and 348 CPU-s with the lint and the type check beside the unit tests. (The orders measured
 * before are in the commits that changed this file.)
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
  ],
  [
    { name: 'e2e', command: 'npm run test:e2e' },
    { name: 'chain', command: 'npm run test:chain' },
    { name: 'size', command: 'npm run check:size', background: true },
    { name: 'typecheck', command: 'npm run typecheck -- --singleThreaded', background: true },
    { name: 'lint', command: 'npm run lint', background: true },
  ],
  [{ name: 'engines', command: 'npm run test:engines' }],
];

/** Where the run's timings go (git ignores it): steps.json here, vitest.json and playwright's. */
export const TIMES_DIR = '.test-times';
