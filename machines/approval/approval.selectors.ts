import type { SnapshotFrom } from 'xstate';
import type { approvalMachine } from './approval.machine';

export type ApprovalSnapshot = SnapshotFrom<typeof approvalMachine>;

/** The request the dialog shows, or null when no dialog is open. */
export const selectApprovalRequest = (snapshot: ApprovalSnapshot) =>
  snapshot.matches('asking') ? snapshot.context.request : null;

export const selectApprovalOpen = (snapshot: ApprovalSnapshot) => snapshot.matches('asking');

export const selectLastApprovalOutcome = (snapshot: ApprovalSnapshot) => snapshot.context.lastOutcome;
