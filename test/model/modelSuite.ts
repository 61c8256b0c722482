import { beforeAll, describe, expect, it } from 'vitest';
import { formatCoverage, isFullCoverage } from './coverage';
import { coveringPaths } from './coveringPaths';
import { formatPath, isStepLine, pathHeading, STEP_LINE_LIMIT } from './describePath';
import type { Driver, UiModel } from './driver';
import type { Plan, PlannedPath } from './paths';
import { runPath, runPlan, type PlanResult } from './runner';
import { NO_SUCH_PATH, onePathOf, readRunOneTarget, RUN_ONE_SUITE, RUN_ONE_VARIABLE } from './runOneTarget';
import { passedStepLine } from './stepLines';

/**
 * Time for running planned paths, from the work (issue 38): each step mounts nothing new but
 * drives the UI, waits for the machine and checks the screen. Measured on the two-core machine,
 * two Vitest workers, nothing else running: 12-86 ms a step (user's 492 steps in 42 s, the
 * slowest; mintPage's 1,079 in 59 s). A step gets 500 ms: six times the slowest measured, and
 * three times with one core taken away (npm run test:under-load). Small plans get at least the
 * jsdom set-up's 30 s.
 */
const STEP_MS = 500;
const SET_UP_MS = 30_000;

export function planTimeout(paths: readonly PlannedPath<unknown>[]): number {
  return Math.max(SET_UP_MS, paths.reduce((steps, path) => steps + path.steps.length, 0) * STEP_MS);
}

export interface ModelPathsOptions<TInput, TUi> {
  createDriver: () => Driver<TInput, TUi>;
  ui: UiModel<TUi>;
  /** Runs just before the plan (e.g. to silence a console message a planned failure prints). */
  beforeRun?: () => void;
}

/**
 * The one path `npm run paths -- <machine> --run N` asked for: a single test that reports each
 * step as an annotation once it passed, and fails with the runner's message at the first step
 * that does not.
 */
function describeOnePath<TInput, TUi>(
  plan: Plan<TInput>,
  path: PlannedPath<TInput>,
  options: ModelPathsOptions<TInput, TUi>,
): void {
  describe(RUN_ONE_SUITE, () => {
    it(
      pathHeading(path),
      async ({ annotate }) => {
        options.beforeRun?.();
        const result = await runPath(path, {
          driver: options.createDriver(),
          ui: options.ui,
          model: plan.model,
          onStep: (report) => annotate(passedStepLine(report, plan.model.machine), 'step').then(() => undefined),
        });
        if (result.failure) throw new Error(result.failure.message);
      },
      planTimeout([path]),
    );
  });
}

/**
 * Registers a model's paths as vitest tests: a covering set of the plan's paths (every state and
 * transition at least once: coveringPaths.ts) runs through the UI once (paths share one document,
 * so one after another), then one test reports each of those paths and one the coverage the UI
 * run reached. The other paths of the plan take no state or transition those do not: the planner
 * ran them on the chart, and `npm run paths -- <machine> --run N` runs any of them through the UI,
 * registering that path alone (issue 52: the same checks for a fifth of the steps).
 */
export function describeModelPaths<TInput, TUi>(plan: Plan<TInput>, options: ModelPathsOptions<TInput, TUi>): void {
  const target = readRunOneTarget(process.env[RUN_ONE_VARIABLE]);
  if (target) {
    const one = onePathOf(plan.model.name, plan.paths, target);
    if (one && 'path' in one) describeOnePath(plan, one.path, options);
    if (one && 'missing' in one) {
      describe(RUN_ONE_SUITE, () => {
        it(NO_SUCH_PATH, () => {
          throw new Error(one.missing);
        });
      });
    }
    return;
  }
  describe(`machine '${plan.model.name}': planned paths`, () => {
    let run: PlanResult | undefined;
    const covering = coveringPaths(plan);

    beforeAll(async () => {
      options.beforeRun?.();
      run = await runPlan(plan, { driver: options.createDriver(), ui: options.ui, paths: covering });
    }, planTimeout(covering));

    for (const path of covering) {
      it(pathHeading(path), () => {
        const result = run?.results.find((candidate) => candidate.path === path);
        expect(result, 'the path did not run').toBeDefined();
        expect(result?.failure?.message ?? 'passed').toBe('passed');
      });
    }

    it(`reads every step in plain words, in one line of at most ${STEP_LINE_LIMIT} characters`, () => {
      const steps = plan.paths.flatMap((path) => formatPath(path, plan.model).split('\n').filter(isStepLine));
      expect(steps.filter((line) => line.length > STEP_LINE_LIMIT)).toEqual([]);
      // No payload dumped as JSON: a describer or the summary says it ('{"sale":{…').
      expect(steps.filter((line) => line.includes('{"'))).toEqual([]);
    });

    it(`covers every state and transition of the machine, through the UI, with ${covering.length} of the plan's ${plan.paths.length} paths`, async ({
      annotate,
    }) => {
      expect(run, 'the plan did not run').toBeDefined();
      const coverage = run?.coverage ?? [];
      await annotate(formatCoverage(coverage), 'coverage');
      expect(isFullCoverage(coverage), formatCoverage(coverage)).toBe(true);
    });
  });
}
