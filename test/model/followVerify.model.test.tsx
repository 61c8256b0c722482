// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { formatCoverage } from './coverage';
import { createFollowVerifyJsdomDriver } from './followVerify/followVerifyJsdomDriver';
import { followVerifyJsdomUi } from './followVerify/followVerifyJsdomUi';
import { followVerifyModel } from './followVerify/followVerifyModel';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(followVerifyModel);

describe('the follow verification plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createFollowVerifyJsdomDriver(), ui: followVerifyJsdomUi });

describe('the runner fails a broken follow verification', () => {
  it(
    'reports a flow that accepts an empty username',
    async () => {
      const paths = pathsWith(
        plan.paths,
        (action) =>
          action.kind === 'actorDone' &&
          action.actorId === 'lookUpSocialUser' &&
          (action.output as { username: string }).username === '',
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createFollowVerifyJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isMissingUsername: () => false } }),
        }),
        ui: followVerifyJsdomUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain(
        'expected state notSubbed.showingResult, but the app is in checking.subscription',
      );
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a label that resets later than 2 s',
    async () => {
      const paths = pathsWith(plan.paths, (action) => action.kind === 'delay');
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createFollowVerifyJsdomDriver({
          adjustFlow: (flow) => flow.provide({ delays: { verifyLabelReset: 2001 } }),
        }),
        ui: followVerifyJsdomUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toMatch(
        /expected state (notSubbed|subbed)\.ready, but the app is in \1\.showingResult/,
      );
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a wrong count in the follow message',
    async () => {
      const paths = pathsWith(
        plan.paths,
        (action) => action.kind === 'actorDone' && action.actorId === 'checkFollows' && action.output === false,
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createFollowVerifyJsdomDriver({
          adjustFlow: (flow) =>
            flow.provide({
              actions: {
                // Counts one account too few.
                setProblem: assign(({ context }) => ({
                  problem: { kind: 'notFollowing' as const, count: context.requiredAccounts.length - 1 },
                })),
              },
            }),
        }),
        ui: followVerifyJsdomUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'notSubbed.showingResult' failed");
    },
    planTimeout(plan.paths),
  );
});
