// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createSocialAuthJsdomDriver } from './socialAuth/socialAuthJsdomDriver';
import { socialAuthJsdomUi } from './socialAuth/socialAuthJsdomUi';
import { NOT_LOGGED_IN_YET, socialAuthModel } from './socialAuth/socialAuthModel';

const plan = planPaths(socialAuthModel);

describe('the social-auth plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, { createDriver: () => createSocialAuthJsdomDriver(), ui: socialAuthJsdomUi });

describe('the runner fails a broken social login', () => {
  it(
    'reports a flow that gives up on pending error type 2',
    async () => {
      const paths = pathsWith(
        plan.paths,
        (action) =>
          action.kind === 'actorError' && action.actorId === 'pollPending' && action.error === NOT_LOGGED_IN_YET,
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createSocialAuthJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isNotLoggedInYet: () => false } }),
        }),
        ui: socialAuthJsdomUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain(
        'expected state connecting.pausing, but the app is in loggedOut.failed',
      );
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a popup that is never pointed at the provider',
    async () => {
      const paths = pathsWith(plan.paths, (action) => action.kind === 'actorDone' && action.actorId === 'addToPending');
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createSocialAuthJsdomDriver({
          adjustFlow: (flow) => flow.provide({ actions: { pointPopupAtProvider: () => {} } }),
        }),
        ui: socialAuthJsdomUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'connecting.polling' failed");
    },
    planTimeout(plan.paths),
  );
});
