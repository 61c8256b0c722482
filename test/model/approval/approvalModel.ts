import { approvalMachine } from '../../../machines/approval';
import { defineModel } from '../modelTypes';

/**
 * The mock wallet's approval: pure plan data (no DOM). A request comes from the mock sale
 * service (the driver calls the same requester it calls); the answers are the user's clicks.
 */

export const APPROVAL_REQUEST = {
  saleId: 'bayc',
  count: 3,
  hotWallet: '0xa11ce0000000000000000000000000000000000a',
} as const;

export const approvalModel = defineModel({
  name: 'approval',
  machine: approvalMachine,
  inputs: [{ name: 'mock wallet', description: 'open / in mock mode', input: undefined }],
  sampleEvents: [{ type: 'approval.requested', requestId: 'planned', ...APPROVAL_REQUEST }],
  // Only the dialog offers the answers.
  canHappen: (snapshot, event) => event.type === 'approval.requested' || snapshot.matches('asking'),
  stateDescriptions: {
    idle: 'no approval dialog',
    asking: "the 'Approve transaction' dialog: 'Mint 3 tokens of the bayc sale to 0xa11c…000a?' with Approve and Deny",
  },
  eventDescriptions: {
    'approval.requested': 'the mock sale service asks the mock wallet to approve a mint',
    'approval.approve': "the user presses 'Approve' (the mint goes on)",
    'approval.deny': "the user presses 'Deny' (the mint fails with 'Denied transaction')",
    'approval.close': "the user closes the dialog (the mint fails with 'Closed transaction')",
  },
});
