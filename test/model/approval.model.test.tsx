// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApprovalJsdomDriver } from './approval/approvalJsdomDriver';
import { approvalJsdomUi } from './approval/approvalJsdomUi';
import { approvalModel } from './approval/approvalModel';
import { formatCoverage } from './coverage';
import { describeModelPaths } from './modelSuite';
import { planPaths } from './paths';

const plan = planPaths(approvalModel);

describe('the approval machine plan', () => {
  it('plans every state and transition, the refused second request included', () => {
    const { states, transitions } = plan.plannedCoverage;
    expect([...states.missing, ...transitions.missing], formatCoverage([plan.plannedCoverage])).toEqual([]);
    expect(transitions.total).toBe(5);
  });
});

describeModelPaths(plan, { createDriver: createApprovalJsdomDriver, ui: approvalJsdomUi });
