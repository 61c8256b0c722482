import type { ActorRefFrom } from 'xstate';
import type { approvalMachine, ApprovalRequest } from '../../../machines/approval';
import { TransactionClosedError, TransactionDeniedError } from '../../domain/errors';

export type ApprovalActorRef = ActorRefFrom<typeof approvalMachine>;

/**
 * The mock transaction approval the mock sale service waits on (spec section 8): the approval
 * machine shows the dialog; this resolves on Approve and rejects with 'Denied transaction' on
 * Deny and 'Closed transaction' on close.
 */
export function createApprovalRequester(approval: () => ApprovalActorRef) {
  let nextId = 1;
  return (request: Omit<ApprovalRequest, 'requestId'>): Promise<void> =>
    new Promise((resolve, reject) => {
      const requestId = `approval-${nextId++}`;
      const actor = approval();
      const subscription = actor.on('approval.settled', (event) => {
        if (event.requestId !== requestId) return;
        subscription.unsubscribe();
        if (event.outcome === 'approved') resolve();
        else reject(event.outcome === 'denied' ? new TransactionDeniedError() : new TransactionClosedError());
      });
      actor.send({ type: 'approval.requested', requestId, ...request });
    });
}
