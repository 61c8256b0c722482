/** Types of the mock wallet's transaction approval (spec section 8: mock transaction approval). */

/** What the approval dialog asks about. */
export interface ApprovalRequest {
  /** Tells answers apart: the asker waits for the answer with its own id. */
  requestId: string;
  saleId: string;
  count: number;
  hotWallet: string;
}

export type ApprovalOutcome = 'approved' | 'denied' | 'closed';

export interface ApprovalContext {
  /** The request the dialog shows; null while nothing is asked. */
  request: ApprovalRequest | null;
  /** How the last request was answered (the footer's Mock group shows it). */
  lastOutcome: ApprovalOutcome | null;
}

export type ApprovalEvent =
  /** The mock wallet is asked to send a transaction (by the mock sale service, or the Mock group's test). */
  | ({ type: 'approval.requested' } & ApprovalRequest)
  | { type: 'approval.approve' }
  | { type: 'approval.deny' }
  /** The dialog was closed (its Close button or Escape). */
  | { type: 'approval.close' };

/** What the machine tells the asker: the answer to its request. */
export type ApprovalEmitted = { type: 'approval.settled'; requestId: string; outcome: ApprovalOutcome };
