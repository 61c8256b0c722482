import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { describeModelPaths } from './modelSuite';
import { planPaths } from './paths';
import { createUserJsdomDriver } from './user/userJsdomDriver';
import { userJsdomUi } from './user/userJsdomUi';
import { userModel } from './user/userModel';

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
  timeoutMs: 300_000,
});
