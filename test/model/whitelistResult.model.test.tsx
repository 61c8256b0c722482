// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createWhitelistResultJsdomDriver } from './whitelistResult/whitelistResultJsdomDriver';
import { whitelistResultJsdomUi } from './whitelistResult/whitelistResultJsdomUi';
import { whitelistResultModel } from './whitelistResult/whitelistResultModel';

const plan = planPaths(whitelistResultModel);

describe("WhitelistChecked's result plan", () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createWhitelistResultJsdomDriver(), ui: whitelistResultJsdomUi });

describe("the runner fails a broken WhitelistChecked's result", () => {
  it(
    'reports a made story shown without its reveal',
    async () => {
      const paths = plan.paths.filter((path) => path.steps.some((step) => step.expected === 'withStory'));
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createWhitelistResultJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { madeStory: () => false } }),
        }),
        ui: whitelistResultJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('but the app is in plain');
    },
    planTimeout(plan.paths),
  );
});
