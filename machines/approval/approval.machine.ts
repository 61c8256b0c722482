import { assign, emit, setup } from 'xstate';
import type {
  ApprovalContext,
  ApprovalEmitted,
  ApprovalEvent,
  ApprovalOutcome,
  ApprovalRequest,
} from './approval.types';

/**
 * The mock wallet's transaction approval (spec section 8): a real wallet asks its user before it
 * sends a transaction; the mock wallet asks in a dialog. Approve lets the transaction go, Deny
 * fails it with 'Denied transaction', closing the dialog with 'Closed transaction'. A decision
 * of the user, so it is a chart of its own (`systemId: 'approval'`) rather than a promise hidden
 * in the mock service: designers see it and tests drive each answer.
 */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
    emitted: {} as ApprovalEmitted,
  },
  actions: {
    ask: assign((_, params: { request: ApprovalRequest }) => ({ request: params.request })),
    settle: emit((_, params: { requestId: string; outcome: ApprovalOutcome }) => ({
      type: 'approval.settled' as const,
      requestId: params.requestId,
      outcome: params.outcome,
    })),
    recordOutcome: assign((_, params: { outcome: ApprovalOutcome }) => ({
      request: null,
      lastOutcome: params.outcome,
    })),
  },
}).createMachine({
  id: 'approval',
  context: { request: null, lastOutcome: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog.',
      on: {
        'approval.requested': {
          target: 'asking',
          actions: {
            type: 'ask',
            params: ({ event }) => ({
              request: {
                requestId: event.requestId,
                saleId: event.saleId,
                count: event.count,
                hotWallet: event.hotWallet,
              },
            }),
          },
        },
      },
    },
    asking: {
      description: "The 'Approve transaction' dialog with Approve and Deny.",
      on: {
        'approval.approve': {
          target: 'idle',
          actions: [
            {
              type: 'settle',
              params: ({ context }) => ({ requestId: context.request!.requestId, outcome: 'approved' }),
            },
            { type: 'recordOutcome', params: { outcome: 'approved' } },
          ],
        },
        'approval.deny': {
          target: 'idle',
          actions: [
            { type: 'settle', params: ({ context }) => ({ requestId: context.request!.requestId, outcome: 'denied' }) },
            { type: 'recordOutcome', params: { outcome: 'denied' } },
          ],
        },
        'approval.close': {
          target: 'idle',
          actions: [
            { type: 'settle', params: ({ context }) => ({ requestId: context.request!.requestId, outcome: 'closed' }) },
            { type: 'recordOutcome', params: { outcome: 'closed' } },
          ],
        },
        'approval.requested': {
          description: 'A wallet asks one thing at a time: a second request is refused as closed.',
          actions: { type: 'settle', params: ({ event }) => ({ requestId: event.requestId, outcome: 'closed' }) },
        },
      },
    },
  },
});
