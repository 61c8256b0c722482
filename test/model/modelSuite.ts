import { beforeAll, describe, expect, it } from 'vitest';
import { formatCoverage, isFullCoverage } from './coverage';
import type { Driver, UiModel } from './driver';
import type { Plan } from './paths';
import { runPlan, type PlanResult } from './runner';

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
    timeoutMs?: number;
  },
): void {
  describe(`machine '${plan.model.name}': planned paths`, () => {
    let run: PlanResult | undefined;

    beforeAll(async () => {
      options.beforeRun?.();
      run = await runPlan(plan, { driver: options.createDriver(), ui: options.ui });
    }, options.timeoutMs ?? 60_000);

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
