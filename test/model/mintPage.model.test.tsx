// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { assign } from 'xstate';
import { formatCoverage } from './coverage';
import { createMintPageJsdomDriver } from './mintPage/mintPageJsdomDriver';
import { mintPageJsdomUi } from './mintPage/mintPageJsdomUi';
import { mintPageModel } from './mintPage/mintPageModel';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(mintPageModel);

describe('the mint page plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, {
  createDriver: createMintPageJsdomDriver,
  ui: mintPageJsdomUi,
  // Planned failures of children are logged.
  beforeRun: () => void vi.spyOn(console, 'warn').mockImplementation(() => {}),
});

describe('the runner fails a broken mint page', () => {
  it(
    "reports a failed whitelisting that does not say 'Whitelisting failed. Please try again.'",
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const paths = pathsWith(
        plan.paths,
        (action) => action.kind === 'actorError' && action.actorId === 'addToWhitelist',
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createMintPageJsdomDriver({
          adjustFlow: (flow) => flow.provide({ actions: { checkFailed: assign({ pendingCheck: null }) } }),
        }),
        ui: mintPageJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'phasePages.Whitelist' failed");
    },
    planTimeout(plan.paths),
  );
});
