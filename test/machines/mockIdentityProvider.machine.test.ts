import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  mockIdentityProviderMachine,
  selectMockProviderAsking,
  selectMockProviderTokenName,
  type MockProviderAnswer,
} from '../../machines/mockIdentityProvider';

describe('the mock identity provider', () => {
  it.each<MockProviderAnswer>(['authenticated', 'rejected', 'closed'])(
    'asks for the token, then gives the answer %s with the nonce of the policy',
    (answer) => {
      const actor = createActor(mockIdentityProviderMachine, {
        input: { policyId: 'policy-bayc', tokenName: 'Bored Ape' },
      }).start();
      expect(selectMockProviderAsking(actor.getSnapshot())).toBe(true);
      expect(selectMockProviderTokenName(actor.getSnapshot())).toBe('Bored Ape');
      actor.send({ type: 'mockProvider.answer', answer });
      expect(selectMockProviderAsking(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ nonce: 'mock-nonce-policy-bayc', status: answer });
    },
  );
});
