// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createShareToMintJsdomDriver } from './shareToMint/shareToMintJsdomDriver';
import { shareToMintJsdomUi } from './shareToMint/shareToMintJsdomUi';
import { shareToMintModel } from './shareToMint/shareToMintModel';

const plan = planPaths(shareToMintModel);

describe("MintShare's share to mint plan", () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createShareToMintJsdomDriver(), ui: shareToMintJsdomUi });

describe("the runner fails a broken MintShare's share", () => {
  it(
    'reports a share offered without a signature',
    async () => {
      const paths = plan.paths.filter((path) => path.input.name === 'no signature');
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createShareToMintJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isSigned: () => true } }),
        }),
        ui: shareToMintJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('but the app is in loadingSteps');
    },
    planTimeout(plan.paths),
  );
});
