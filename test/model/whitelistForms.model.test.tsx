// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createWhitelistFormsJsdomDriver } from './whitelistForms/whitelistFormsJsdomDriver';
import { whitelistFormsJsdomUi } from './whitelistForms/whitelistFormsJsdomUi';
import { whitelistFormsModel } from './whitelistForms/whitelistFormsModel';

const plan = planPaths(whitelistFormsModel);

describe("the Whitelist page's form plan", () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, {
  createDriver: createWhitelistFormsJsdomDriver,
  ui: whitelistFormsJsdomUi,
  // Planned failures of the form's parts are logged.
  beforeRun: () => void vi.spyOn(console, 'warn').mockImplementation(() => {}),
});

describe("the runner fails a broken Whitelist page's form", () => {
  it(
    'reports a collection sale whose page shows the sign-up section instead of the giveaway',
    async () => {
      const paths = plan.paths.filter((path) => path.steps.some((step) => step.expected === 'giveaway'));
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createWhitelistFormsJsdomDriver({
          adjustForms: (forms) => forms.provide({ guards: { showsGiveaway: () => false } }),
        }),
        ui: whitelistFormsJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('but the app is in signUp');
    },
    planTimeout(plan.paths),
  );
});
