import type { AdminDetails, UserDetails } from '../../src/domain/admin/details.types';
import type { TransferDirection } from '../../src/domain/admin/funds';
import type { InputCheck } from '../../src/domain/admin/inputCheck';

/** Types of the mock admin area's funds chart (spec sections 3 and 5). */

export interface AdminFundsInput {
  /** The logged-in address: the service account on /admin. */
  caller: string;
}

export interface AdminFundsContext {
  caller: string;
  admin: AdminDetails | null;
  /** Why the admin details did not load. */
  adminError: string | null;
  user: UserDetails | null;
  userError: string | null;
  /** Why linking the wallet failed. */
  linkError: string | null;
  direction: TransferDirection;
  /** The amount in ETH as typed. */
  amountText: string;
  /** The amount checked against the rules as typed. */
  check: InputCheck<bigint>;
  /** Why the last confirmed transfer failed (the service's text). */
  transferError: string | null;
  /** The last transfer that went through, for the notice. */
  completed: { direction: TransferDirection; amount: bigint } | null;
}

export type AdminFundsEvent =
  | { type: 'funds.retryAdmin' }
  | { type: 'funds.retryUser' }
  /** Something else changed the service's figures (a plot mint or setting on the same page): load both sides again. */
  | { type: 'funds.refresh' }
  /** The user links the wallet to the service (deposits and withdrawals need it). */
  | { type: 'funds.link' }
  | { type: 'funds.directionChanged'; direction: TransferDirection }
  | { type: 'funds.amountChanged'; text: string }
  /** Deposit or Withdraw pressed: the confirmation prompt opens. */
  | { type: 'funds.submit' }
  | { type: 'funds.confirm' }
  | { type: 'funds.cancel' }
  /** Raised by the chart when the balances or the link changed: the amount is checked again. */
  | { type: 'funds.detailsChanged' };
