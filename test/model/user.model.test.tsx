// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createUserJsdomDriver } from './user/userJsdomDriver';
import { userJsdomUi } from './user/userJsdomUi';
import { ADDRESS_B, userModel } from './user/userModel';

const plan = planPaths(userModel);

describe('the user machine plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, {
  createDriver: () => createUserJsdomDriver(),
  ui: userJsdomUi,
});

describe('the runner fails a broken user flow', () => {
  it(
    'reports a flow that keeps the old user after the wallet switches account',
    async () => {
      const switchPaths = pathsWith(
        plan.paths,
        (action) =>
          action.kind === 'user' &&
          action.event.type === 'wallet.accountsChanged' &&
          (action.event as unknown as { accounts: string[] }).accounts[0] === ADDRESS_B,
      );
      expect(switchPaths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createUserJsdomDriver({
          // Every account looks like the current one: a switch changes nothing.
          adjustUserFlow: (flow) => flow.provide({ guards: { isCurrentAccount: () => true } }),
        }),
        ui: userJsdomUi,
        settleTimeoutMs: 50,
        paths: switchPaths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'session.loggedIn' failed");
    },
    planTimeout(plan.paths),
  );
});
