import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  approvalMachine,
  selectApprovalOpen,
  selectApprovalRequest,
  selectLastApprovalOutcome,
} from '../../machines/approval';
import { createApprovalRequester } from '../../src/app/bindings/approval';
import { MESSAGES, TransactionClosedError, TransactionDeniedError } from '../../src/domain/errors';

const request = { saleId: 'bayc', count: 3, hotWallet: '0xa11ce0000000000000000000000000000000000a' };

describe('the approval machine', () => {
  it('settles each request with its outcome, and refuses a second one as closed while asking', () => {
    const actor = createActor(approvalMachine).start();
    const settled: unknown[] = [];
    actor.on('approval.settled', (event) => settled.push(event));

    actor.send({ type: 'approval.requested', requestId: 'r1', ...request });
    expect(selectApprovalRequest(actor.getSnapshot())).toEqual({ requestId: 'r1', ...request });
    actor.send({ type: 'approval.requested', requestId: 'r2', ...request });
    expect(selectApprovalRequest(actor.getSnapshot())?.requestId).toBe('r1');
    expect(selectApprovalOpen(actor.getSnapshot())).toBe(true);
    const answer = (type: 'approval.deny' | 'approval.close' | 'approval.approve', outcome: string) => {
      actor.send({ type });
      expect(selectApprovalOpen(actor.getSnapshot()), type).toBe(false);
      expect(selectLastApprovalOutcome(actor.getSnapshot()), type).toBe(outcome);
      expect(actor.getSnapshot().context.request, type).toBeNull();
    };
    answer('approval.deny', 'denied');
    actor.send({ type: 'approval.requested', requestId: 'r3', ...request });
    answer('approval.close', 'closed');
    actor.send({ type: 'approval.requested', requestId: 'r4', ...request });
    answer('approval.approve', 'approved');

    expect(settled).toEqual([
      { type: 'approval.settled', requestId: 'r2', outcome: 'closed' },
      { type: 'approval.settled', requestId: 'r1', outcome: 'denied' },
      { type: 'approval.settled', requestId: 'r3', outcome: 'closed' },
      { type: 'approval.settled', requestId: 'r4', outcome: 'approved' },
    ]);
    expect(selectApprovalRequest(actor.getSnapshot())).toBeNull();
    expect(selectLastApprovalOutcome(actor.getSnapshot())).toBe('approved');
  });

  it('ignores answers when nothing is asked', () => {
    const actor = createActor(approvalMachine).start();
    const settled: unknown[] = [];
    actor.on('approval.settled', (event) => settled.push(event));
    actor.send({ type: 'approval.approve' });
    actor.send({ type: 'approval.deny' });
    expect(settled).toEqual([]);
    expect(selectLastApprovalOutcome(actor.getSnapshot())).toBeNull();
  });
});

describe('the approval requester (what the mock sale service awaits)', () => {
  function requester() {
    const actor = createActor(approvalMachine).start();
    return { actor, approve: createApprovalRequester(() => actor) };
  }

  it('resolves on Approve', async () => {
    const { actor, approve } = requester();
    const answer = approve(request);
    actor.send({ type: 'approval.approve' });
    await expect(answer).resolves.toBeUndefined();
  });

  it("rejects with 'Denied transaction' on Deny", async () => {
    const { actor, approve } = requester();
    const answer = approve(request);
    actor.send({ type: 'approval.deny' });
    await expect(answer).rejects.toBeInstanceOf(TransactionDeniedError);
    await expect(answer).rejects.toThrow(MESSAGES.deniedTransaction);
  });

  it("rejects with 'Closed transaction' on close, and a second request while the first is open", async () => {
    const { actor, approve } = requester();
    const first = approve(request);
    const second = approve(request);
    await expect(second).rejects.toBeInstanceOf(TransactionClosedError);
    actor.send({ type: 'approval.close' });
    await expect(first).rejects.toThrow(MESSAGES.closedTransaction);
  });
});
