import { describe, expect, it, vi } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths, planTimeout } from './modelSuite';
import { planPaths } from './paths';
import { runPlan } from './runner';
import { createPhaseTimerDriver } from './phaseTimer/phaseTimerDriver';
import { phaseTimerModel } from './phaseTimer/phaseTimerModel';
import { phaseTimerUi } from './phaseTimer/phaseTimerUi';

const plan = planPaths(phaseTimerModel);

describe('the phase timer plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, {
  createDriver: createPhaseTimerDriver,
  ui: phaseTimerUi,
  // The planned watcher failure is logged.
  beforeRun: () => void vi.spyOn(console, 'warn').mockImplementation(() => {}),
});

describe('the runner fails a broken phase timer', () => {
  it(
    'reports a phase timer scheduled 604800 ms or more ahead',
    async () => {
      const paths = plan.paths.filter((path) => path.input.name === 'an hour away');
      expect(paths.length).toBeGreaterThan(0);
      const run = await runPlan(plan, {
        driver: createPhaseTimerDriver({
          adjustFlow: (logic) => logic.provide({ guards: { isWithinLimit: () => true } }),
        }),
        ui: phaseTimerUi,
        settleTimeoutMs: 50,
        paths: paths.slice(0, 1),
      });
      expect(run.ok).toBe(false);
      expect(run.results[0]?.failure?.message).toContain('but the app is in waiting');
    },
    planTimeout(plan.paths),
  );
});
