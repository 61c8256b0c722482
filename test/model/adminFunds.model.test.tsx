// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAdminFundsJsdomDriver } from './adminFunds/adminFundsJsdomDriver';
import { adminFundsJsdomUi } from './adminFunds/adminFundsJsdomUi';
import { adminFundsModel } from './adminFunds/adminFundsModel';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(adminFundsModel);

describe('the admin funds plan', () => {
  it('plans every state and transition: refusals, the prompt both ways, failures and retries', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
    expect([states.total, transitions.total]).toEqual([19, 24]);
  });
});

describeModelPaths(plan, {
  createDriver: () => createAdminFundsJsdomDriver(),
  ui: adminFundsJsdomUi,
});

describe('the runner fails a broken funds flow', () => {
  const pathsWhere = (taken: (name: string) => boolean) =>
    plan.paths.filter((path) => path.steps.some((step) => step.takes.some(taken)));

  it(
    'reports a flow that lets a refused amount be sent',
    async () => {
      const run = await runPlan(plan, {
        driver: createAdminFundsJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isRefused: () => false } }),
        }),
        ui: adminFundsJsdomUi,
        settleTimeoutMs: 50,
        paths: pathsWhere((name) => name.includes('refused')).slice(0, 1),
      });
      expect(run.ok).toBe(false);
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a flow that keeps the amount and the old balances after a transfer',
    async () => {
      const run = await runPlan(plan, {
        driver: createAdminFundsJsdomDriver({
          adjustFlow: (flow) => flow.provide({ actions: { storeTransfer: () => {} } }),
        }),
        ui: adminFundsJsdomUi,
        settleTimeoutMs: 50,
        paths: pathsWhere((name) => name.includes('xstate.done.actor.transferFunds')).slice(0, 1),
      });
      expect(run.ok).toBe(false);
    },
    planTimeout(plan.paths),
  );
});
