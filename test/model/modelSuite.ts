import { beforeAll, describe, expect, it } from 'vitest';
import { formatCoverage, isFullCoverage } from './coverage';
import type { Driver, UiModel } from './driver';
import type { Plan, PlannedPath } from './paths';
import { runPlan, type PlanResult } from './runner';

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

/**
 * Registers a model's paths as vitest tests: the plan runs once (paths share one
 * document, so one after another), then one test reports each path and one the coverage.
 */
export function describeModelPaths<TInput, TUi>(
  plan: Plan<TInput>,
  options: {
    createDriver: () => Driver<TInput, TUi>;
    ui: UiModel<TUi>;
    /** Runs just before the plan (e.g. to silence a console message a planned failure prints). */
    beforeRun?: () => void;
  },
): void {
  describe(`machine '${plan.model.name}': planned paths`, () => {
    let run: PlanResult | undefined;

    beforeAll(async () => {
      options.beforeRun?.();
      run = await runPlan(plan, { driver: options.createDriver(), ui: options.ui });
    }, planTimeout(plan.paths));

    for (const path of plan.paths) {
      it(`Path ${path.number} — ${path.title} (${path.input.name})`, () => {
        const result = run?.results.find((candidate) => candidate.path === path);
        expect(result, 'the path did not run').toBeDefined();
        expect(result?.failure?.message ?? 'passed').toBe('passed');
      });
    }

    it('covers every state and transition of the machine', async ({ annotate }) => {
      expect(run, 'the plan did not run').toBeDefined();
      const coverage = run?.coverage ?? [];
      await annotate(formatCoverage(coverage), 'coverage');
      expect(isFullCoverage(coverage), formatCoverage(coverage)).toBe(true);
    });
  });
}
