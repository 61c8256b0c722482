import type { SnapshotFrom } from 'xstate';
import type { AdminDetails, UserDetails } from '../../src/domain/admin/details.types';
import type { TransferDirection } from '../../src/domain/admin/funds';
import type { adminFundsMachine } from './adminFunds.machine';

export type AdminFundsSnapshot = SnapshotFrom<typeof adminFundsMachine>;

/** One side of the details: loading, loaded with its data, or failed with the reason. */
export type DetailsView<T> =
  | { status: 'loading' }
  | { status: 'loaded'; details: T }
  | { status: 'errored'; error: string };

function detailsView<T>(loading: boolean, details: T | null, error: string | null): DetailsView<T> {
  if (!loading && details) return { status: 'loaded', details };
  if (!loading && error !== null) return { status: 'errored', error };
  return { status: 'loading' };
}

export const selectAdminDetails = (snapshot: AdminFundsSnapshot): DetailsView<AdminDetails> =>
  detailsView(
    snapshot.matches({ adminDetails: 'loading' }),
    snapshot.matches({ adminDetails: 'loaded' }) ? snapshot.context.admin : null,
    snapshot.context.adminError,
  );

export const selectUserDetails = (snapshot: AdminFundsSnapshot): DetailsView<UserDetails> =>
  detailsView(
    snapshot.matches({ userDetails: 'loading' }),
    snapshot.matches({ userDetails: 'errored' }) ? null : snapshot.context.user,
    snapshot.context.userError,
  );

/** 'Link wallet' and its state. */
export const selectLink = (snapshot: AdminFundsSnapshot) => ({
  canLink: snapshot.can({ type: 'funds.link' }),
  linking: snapshot.matches({ userDetails: 'linking' }),
  error: snapshot.context.linkError,
});

/** Why the amount cannot be sent, as a kind (the view words it), or null. */
export type AmountProblem = { kind: 'malformed' } | { kind: 'refused'; message: string } | null;

/** The transfer form, mapped for the view. */
export function selectTransferForm(snapshot: AdminFundsSnapshot) {
  const { context } = snapshot;
  const editing = snapshot.matches({ transfer: 'editing' });
  let problem: AmountProblem = null;
  if (snapshot.matches({ transfer: { editing: 'malformed' } })) problem = { kind: 'malformed' };
  if (snapshot.matches({ transfer: { editing: 'refused' } }) && context.check.kind === 'refused')
    problem = { kind: 'refused', message: context.check.message };
  return {
    direction: context.direction,
    amountText: context.amountText,
    /** The fields are locked while the prompt is open and while the call runs. */
    locked: !editing,
    canSubmit: snapshot.can({ type: 'funds.submit' }),
    transferring: snapshot.matches({ transfer: 'transferring' }),
    problem,
    error: context.transferError,
    completed: context.completed,
  };
}

/** The confirmation prompt, or null when it is closed. */
export function selectPrompt(
  snapshot: AdminFundsSnapshot,
): { direction: TransferDirection; amount: bigint; sale: string | null } | null {
  const { context } = snapshot;
  if (!snapshot.matches({ transfer: 'confirming' }) || context.check.kind !== 'accepted') return null;
  // The sale's name as last loaded: a refresh under way does not blank it.
  return { direction: context.direction, amount: context.check.value, sale: context.admin?.sale ?? null };
}
