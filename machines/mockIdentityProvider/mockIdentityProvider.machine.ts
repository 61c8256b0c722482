import { assign, setup } from 'xstate';
import type {
  MockIdentityProviderContext,
  MockIdentityProviderEvent,
  MockIdentityProviderInput,
  MockProviderAnswer,
  ProviderLoginResult,
} from './mockIdentityProvider.types';

/**
 * The mock identity-proof provider (mock mode's stand-in for the provider's widget): a small
 * dialog where the user answers authenticated, rejected or closed. Invoked as the identity-proof
 * flow's `providerLogin` actor; its output is what the real widget gives, a nonce and a status.
 */
export const mockIdentityProviderMachine = setup({
  types: {
    context: {} as MockIdentityProviderContext,
    events: {} as MockIdentityProviderEvent,
    input: {} as MockIdentityProviderInput,
    output: {} as ProviderLoginResult,
  },
  actions: {
    recordAnswer: assign((_, params: { answer: MockProviderAnswer }) => ({ answer: params.answer })),
  },
}).createMachine({
  id: 'mockIdentityProvider',
  context: ({ input }) => ({ nonce: `mock-nonce-${input.policyId}`, tokenName: input.tokenName, answer: null }),
  initial: 'asking',
  states: {
    asking: {
      description: 'The dialog: the user proves ownership (authenticated), refuses, or closes it.',
      on: {
        'mockProvider.answer': {
          target: 'answered',
          actions: { type: 'recordAnswer', params: ({ event }) => ({ answer: event.answer }) },
        },
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => ({ nonce: context.nonce, status: context.answer ?? 'closed' }),
});
