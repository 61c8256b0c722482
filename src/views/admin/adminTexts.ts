import { ADMIN_MESSAGES } from '../../domain/admin/adminMessages';
import { formatEth } from '../../domain/admin/ethAmount';
import type { TransferDirection } from '../../domain/admin/funds';

/** Words of the admin area the spec leaves unnamed (its refusals come from ADMIN_MESSAGES). */

export const DIRECTION_LABELS: Readonly<Record<TransferDirection, string>> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
};

export const transferBusyLabel = (direction: TransferDirection) =>
  direction === 'deposit' ? 'Depositing…' : 'Withdrawing…';

export const eth = (wei: bigint) => `${formatEth(wei)} ETH`;

/** The prompt before the call: what moves, how much, and where. */
export function transferQuestion(direction: TransferDirection, amount: bigint, sale: string): string {
  return direction === 'deposit'
    ? `Deposit ${eth(amount)} from your wallet to ${sale}?`
    : `Withdraw ${eth(amount)} from ${sale} to your wallet?`;
}

export const transferPromptTitle = (direction: TransferDirection) =>
  direction === 'deposit' ? 'Confirm deposit' : 'Confirm withdrawal';

export const transferDone = (direction: TransferDirection, amount: bigint) =>
  direction === 'deposit' ? `Deposited ${eth(amount)}.` : `Withdrew ${eth(amount)}.`;

/** A field's problem in words: the rule's exact text, or what to type instead. */
export function problemText(
  problem: { kind: 'malformed' } | { kind: 'refused'; message: string },
  malformed: string,
): string {
  return problem.kind === 'refused' ? problem.message : malformed;
}

export const NOT_AN_ETH_AMOUNT = ADMIN_MESSAGES.notAnEthAmount;
export const NOT_A_WHOLE_NUMBER = ADMIN_MESSAGES.notAWholeNumber;

/** -1 means not known (spec section 3). */
export const countText = (count: number) => (count < 0 ? 'Not known' : String(count));

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const plotList = (ids: readonly number[]) =>
  ids.length === 0 ? 'None yet' : ids.map((id) => `#${id}`).join(', ');
