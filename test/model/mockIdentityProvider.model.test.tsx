// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeModelPaths } from './modelSuite';
import { createMockProviderJsdomDriver, mockProviderJsdomUi } from './identityProof/mockIdentityProviderJsdom';
import { mockIdentityProviderModel } from './identityProof/mockIdentityProviderModel';
import { planPaths } from './paths';

const INPUT = { policyId: 'policy-bayc', tokenName: 'Bored Ape' };

describeModelPaths(planPaths(mockIdentityProviderModel), {
  createDriver: createMockProviderJsdomDriver,
  ui: mockProviderJsdomUi,
});

// One transition carries all three answers: the planner walks it once, so each answer is checked here.
describe('the mock provider dialog answers', () => {
  it.each([
    ['Authenticate', 'authenticated'],
    ['Reject', 'rejected'],
    ['Close', 'closed'],
    ['Escape', 'closed'],
  ] as const)('%s gives the flow the status %s', async (action, status) => {
    const driver = createMockProviderJsdomDriver();
    const ui = await driver.start(INPUT, () => {});
    const dialog = screen.getByRole('dialog', { name: 'Tokenproof (mock)' });
    if (action === 'Escape') await ui.user.keyboard('{Escape}');
    else await ui.user.click(within(dialog).getByRole('button', { name: action }));
    expect(ui.provider.getSnapshot().output).toEqual({ nonce: 'mock-nonce-policy-bayc', status });
    await driver.stop();
  });
});
