// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { formatCoverage } from './coverage';
import { createMintEntrySigningJsdomDriver } from './mintEntrySigning/mintEntrySigningJsdomDriver';
import { mintEntrySigningJsdomUi } from './mintEntrySigning/mintEntrySigningJsdomUi';
import { mintEntrySigningModel } from './mintEntrySigning/mintEntrySigningModel';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(mintEntrySigningModel);

describe("MintEntry's signing plan", () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createMintEntrySigningJsdomDriver(), ui: mintEntrySigningJsdomUi });

describe("the runner fails a broken MintEntry's signing", () => {
  it(
    'reports images that arrive but are not shown',
    async () => {
      const paths = pathsWith(
        plan.paths,
        (action) => action.kind === 'actorDone' && action.actorId === 'fetchThumbnails',
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createMintEntrySigningJsdomDriver({
          adjustFlow: (flow) => flow.provide({ actions: { addThumbnails: assign({}) } }),
        }),
        ui: mintEntrySigningJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'signed' failed");
    },
    planTimeout(plan.paths),
  );
});
