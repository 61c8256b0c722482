// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatCoverage } from './coverage';
import { createIdentityProofJsdomDriver } from './identityProof/identityProofJsdomDriver';
import { identityProofJsdomUi } from './identityProof/identityProofJsdomUi';
import { identityProofModel } from './identityProof/identityProofModel';
import { describeModelPaths } from './modelSuite';
import { planPaths } from './paths';

const plan = planPaths(identityProofModel);

describe('the identity-proof machine plan', () => {
  it('plans every state and transition', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
  });
});

describeModelPaths(plan, {
  createDriver: createIdentityProofJsdomDriver,
  ui: identityProofJsdomUi,
});
