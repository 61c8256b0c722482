import { mockIdentityProviderMachine } from '../../../machines/mockIdentityProvider';
import { defineModel } from '../modelTypes';

/** The mock provider's dialog: the user answers as the provider would. */
export const mockIdentityProviderModel = defineModel({
  name: 'mockIdentityProvider',
  machine: mockIdentityProviderMachine,
  inputs: [
    {
      name: 'mock mode',
      description: "press 'Verify with Tokenproof' in mock mode",
      input: { policyId: 'policy-bayc', tokenName: 'Bored Ape' },
    },
  ],
  sampleEvents: [
    { type: 'mockProvider.answer', answer: 'authenticated' },
    { type: 'mockProvider.answer', answer: 'rejected' },
    { type: 'mockProvider.answer', answer: 'closed' },
  ],
  stateDescriptions: {
    asking:
      "the 'Tokenproof (mock)' dialog: 'Prove that your cold wallet holds a Bored Ape.' with Authenticate and Reject",
    answered: 'no dialog; the flow receives the nonce and the status',
  },
  eventDescriptions: {
    'mockProvider.answer': "the user presses 'Authenticate' or 'Reject', or closes the dialog",
  },
});
