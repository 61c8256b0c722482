// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createPlotSaleJsdomDriver } from './plotSale/plotSaleJsdomDriver';
import { plotSaleJsdomUi } from './plotSale/plotSaleJsdomUi';
import { plotSaleModel } from './plotSale/plotSaleModel';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(plotSaleModel);

describe('the plot sale plan', () => {
  it('plans every state and transition of both roles: refusals, mints, settings, failures and retries', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
    expect([states.total, transitions.total]).toEqual([23, 28]);
  });
});

describeModelPaths(plan, {
  createDriver: () => createPlotSaleJsdomDriver(),
  ui: plotSaleJsdomUi,
});

describe('the runner fails a broken plot sale flow', () => {
  const pathsWhere = (taken: (name: string) => boolean) =>
    plan.paths.filter((path) => path.steps.some((step) => step.takes.some(taken)));

  it(
    'reports a flow that lets a refused number be minted',
    async () => {
      const run = await runPlan(plan, {
        driver: createPlotSaleJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isRefused: () => false } }),
        }),
        ui: plotSaleJsdomUi,
        settleTimeoutMs: 50,
        paths: pathsWhere((name) => name.includes('refused')).slice(0, 1),
      });
      expect(run.ok).toBe(false);
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a flow that sends a negative setting',
    async () => {
      const run = await runPlan(plan, {
        driver: createPlotSaleJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isSettingAccepted: () => true } }),
        }),
        ui: plotSaleJsdomUi,
        settleTimeoutMs: 50,
        paths: pathsWhere((name) => name.includes('Submitted #2')).slice(0, 1),
      });
      expect(run.ok).toBe(false);
    },
    planTimeout(plan.paths),
  );
});
