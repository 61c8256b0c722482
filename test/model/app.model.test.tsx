// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createAppJsdomDriver } from './app/appJsdomDriver';
import { appJsdomUi } from './app/appJsdomUi';
import { appModel } from './app/appModel';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { matchesStateKey } from './stateValues';

const plan = planPaths(appModel);

/** The planned start-up failure is reported on the console by design; other errors still show. */
function silenceStartupFailure() {
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && /^\[app\] (start-up failed|the \w+ flow failed)/.test(args[0])) return;
    consoleError(...args);
  });
}

describe('the app machine plan', () => {
  it('plans both branches of the signup input and a tour of every transition', () => {
    expect(plan.paths.map((path) => path.input.name)).toEqual(expect.arrayContaining(['signup=on', 'signup=off']));
    // The error answer leads to a state the done answer reaches first: only the tour plans it.
    const errorPath = plan.paths.find((path) =>
      path.steps.some((step) => step.action.kind === 'actorError' && step.action.actorId === 'initialise'),
    );
    expect(errorPath?.origin).toBe('tour');
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
    expect([states.total, transitions.total]).toEqual([21, 29]);
  });
});

describeModelPaths(plan, {
  createDriver: () => createAppJsdomDriver(),
  ui: appJsdomUi,
  beforeRun: silenceStartupFailure,
});

describe('the runner fails a broken app or model', () => {
  const pathsThrough = (key: string) =>
    plan.paths.filter((path) => path.steps.some((step) => matchesStateKey(step.expected, key)));

  it(
    'reports a machine whose guard never lets the sign-up modal open',
    async () => {
      const run = await runPlan(plan, {
        driver: createAppJsdomDriver({
          adjustMachine: (machine) => machine.provide({ guards: { signUpRequested: () => false } }),
        }),
        ui: appJsdomUi,
        settleTimeoutMs: 50,
        // One path is enough to show the failure; the other 56 would each mount the app for nothing.
        paths: plan.paths.filter((path) => path.input.name === 'signup=on').slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure).toEqual({
        step: 1,
        message: expect.stringContaining(
          'but the app is in lifecycle.loading, readyMarker.pending, mintPage.away, signUpModal.closed',
        ),
      });
      expect(run.coverage[0]?.transitions.missing).toContain(
        'signUpModal.deciding always #1 [signUpRequested] → signUpModal.open',
      );
    },
    planTimeout(plan.paths),
  );

  it(
    'reports an app that never marks the document ready',
    async () => {
      const run = await runPlan(plan, {
        driver: createAppJsdomDriver({
          adjustMachine: (machine) => machine.provide({ actions: { markDocumentReady: () => {} } }),
        }),
        ui: appJsdomUi,
        settleTimeoutMs: 50,
        paths: pathsThrough('readyMarker.shown').slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain("assertion 'readyMarker.shown' failed");
    },
    planTimeout(plan.paths),
  );

  it(
    'reports a model without an assertion for a state',
    async () => {
      const { 'signUpModal.open': _dropped, ...assertions } = appJsdomUi.assertions;
      const run = await runPlan(plan, {
        driver: createAppJsdomDriver(),
        ui: { ...appJsdomUi, assertions },
        settleTimeoutMs: 50,
        paths: pathsThrough('signUpModal.open').slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('no assertion for state signUpModal.open');
    },
    planTimeout(plan.paths),
  );
});
