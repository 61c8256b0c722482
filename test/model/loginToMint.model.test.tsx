// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { formatCoverage } from './coverage';
import { createLoginToMintJsdomDriver } from './loginToMint/loginToMintJsdomDriver';
import { loginToMintJsdomUi } from './loginToMint/loginToMintJsdomUi';
import { loginToMintModel } from './loginToMint/loginToMintModel';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';

const plan = planPaths(loginToMintModel);

describe("the Mint page's login plan", () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, {
  createDriver: createLoginToMintJsdomDriver,
  ui: loginToMintJsdomUi,
  // Planned failures of the login's parts are logged.
  beforeRun: () => void vi.spyOn(console, 'warn').mockImplementation(() => {}),
});

describe("the runner fails a broken Mint page's login", () => {
  it(
    'reports a return from the Twitter authorization that waits for the button',
    async () => {
      const paths = plan.paths.filter((path) => path.input.name === 'back from Twitter');
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createLoginToMintJsdomDriver({
          adjustLogin: (login) => login.provide({ guards: { resumes: () => false } }),
        }),
        ui: loginToMintJsdomUi,
        settleTimeoutMs: 200,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('but the app is in idle');
    },
    planTimeout(plan.paths),
  );
});
