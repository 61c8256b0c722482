// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { createNewsletterSignUpJsdomDriver } from './newsletterSignUp/newsletterSignUpJsdomDriver';
import { newsletterSignUpJsdomUi } from './newsletterSignUp/newsletterSignUpJsdomUi';
import { INVALID_EMAIL, newsletterSignUpModel } from './newsletterSignUp/newsletterSignUpModel';
import { pathsWith } from './pathFilters';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(newsletterSignUpModel);

describe('the newsletter sign-up plan', () => {
  it('plans every state and transition: the refusal, the failure and the modal reopening included', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
    expect([states.total, transitions.total]).toEqual([3, 10]);
  });
});

/** The planned watcher failure is reported on the console by design. */
function silenceWatcherFailure() {
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[newsletterSignUp]')) return;
    consoleError(...args);
  });
}

describeModelPaths(plan, {
  createDriver: () => createNewsletterSignUpJsdomDriver(),
  ui: newsletterSignUpJsdomUi,
  beforeRun: silenceWatcherFailure,
});

describe('the runner fails a broken newsletter flow', () => {
  it(
    'reports a flow that lets an invalid address subscribe',
    async () => {
      // The paths that type the invalid address: the others never ask the broken guard.
      const paths = pathsWith(
        plan.paths,
        (action) => action.kind === 'user' && (action.event as { email?: string }).email === INVALID_EMAIL,
      );
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createNewsletterSignUpJsdomDriver({
          adjustFlow: (flow) => flow.provide({ guards: { isValidEmail: () => true } }),
        }),
        ui: newsletterSignUpJsdomUi,
        settleTimeoutMs: 50,
        paths,
      });
      expect(run.ok).toBe(false);
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a flow that keeps the address after subscribing',
    async () => {
      const run = await runPlan(plan, {
        driver: createNewsletterSignUpJsdomDriver({
          adjustFlow: (flow) => flow.provide({ actions: { clearEmail: () => {} } }),
        }),
        ui: newsletterSignUpJsdomUi,
        settleTimeoutMs: 50,
        paths: plan.paths
          .filter((path) => path.steps.some((step) => JSON.stringify(step.expected) === '"subscribed"'))
          .slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results.find((result) => result.failure)?.failure?.message).toContain("assertion 'subscribed' failed");
    },
    planTimeout(plan.paths),
  );
});
