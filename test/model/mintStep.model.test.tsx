// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { formatCoverage } from './coverage';
import { createMintStepJsdomDriver } from './mintStep/mintStepJsdomDriver';
import { mintStepJsdomUi } from './mintStep/mintStepJsdomUi';
import { mintStepModel } from './mintStep/mintStepModel';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(mintStepModel);

describe("Minting's mint plan", () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createMintStepJsdomDriver(), ui: mintStepJsdomUi });

describe("the runner fails a broken Minting's mint", () => {
  it(
    'reports a mint whose end is lost: every end a plain failure',
    async () => {
      const paths = pathsWith(
        plan.paths,
        (action) => action.kind === 'actorDone' && action.actorId === 'mintTransaction',
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createMintStepJsdomDriver({
          adjustFlow: (flow) =>
            flow.provide({ actions: { setOutcome: assign({ outcome: { outcome: 'failed', reason: 'failed' } }) } }),
        }),
        ui: mintStepJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'ended' failed");
    },
    planTimeout(plan.paths),
  );
});
