// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createShareJsdomDriver } from './share/shareJsdomDriver';
import { shareJsdomUi } from './share/shareJsdomUi';
import { shareModel, SHEET_CLOSED } from './share/shareModel';

const plan = planPaths(shareModel);

describe('the share plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createShareJsdomDriver(), ui: shareJsdomUi });

describe('the runner fails a broken share flow', () => {
  it(
    'reports a button that works with another wallet connected',
    async () => {
      const paths = plan.paths.filter((path) => path.input.name === 'other wallet');
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createShareJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isOriginalWallet: () => true } }),
        }),
        ui: shareJsdomUi,
        settleTimeoutMs: 50,
        paths,
      });
      expect(run.ok).toBe(false);
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a closed share sheet that mints anyway',
    async () => {
      const paths = pathsWith(
        plan.paths,
        (action) => action.kind === 'actorError' && action.actorId === 'shareStory' && action.error === SHEET_CLOSED,
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createShareJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isUserAbort: () => false } }),
        }),
        ui: shareJsdomUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('but the app is in shared');
    },
    planTimeout(plan.paths),
  );
});
