import { ADMIN_MESSAGES } from './adminMessages';
import { parseEth } from './ethAmount';
import { checkInput, type InputCheck } from './inputCheck';

/**
 * Deposits and withdrawals of the mock admin area (spec section 5). A deposit moves ETH from the
 * logged-in wallet's balance (its user details) to the sale's balance (the admin details); a
 * withdrawal moves it back. Both need an amount above zero, not above the balance it comes from,
 * and a linked wallet, checked in the spec's order.
 */

export type TransferDirection = 'deposit' | 'withdraw';

/** What the rules read: the two balances in wei and whether the wallet is linked. */
export interface FundsBalances {
  /** The logged-in wallet's balance (user details `balance`). */
  walletBalance: bigint;
  /** The sale's balance (admin details `balance`). */
  saleBalance: bigint;
  linked: boolean;
}

/** The exact refusal text of a transfer, or null when the rules allow it. */
export function transferRefusal(direction: TransferDirection, amount: bigint, balances: FundsBalances): string | null {
  const deposit = direction === 'deposit';
  if (amount <= 0n) return deposit ? ADMIN_MESSAGES.depositZeroOrLess : ADMIN_MESSAGES.withdrawZeroOrLess;
  const available = deposit ? balances.walletBalance : balances.saleBalance;
  if (amount > available) return deposit ? ADMIN_MESSAGES.depositAboveBalance : ADMIN_MESSAGES.withdrawAboveBalance;
  if (!balances.linked) return ADMIN_MESSAGES.notLinked;
  return null;
}

/** The balances after an allowed transfer (the caller checked `transferRefusal` first). */
export function applyTransfer(direction: TransferDirection, amount: bigint, balances: FundsBalances): FundsBalances {
  const moved = direction === 'deposit' ? amount : -amount;
  return { ...balances, walletBalance: balances.walletBalance - moved, saleBalance: balances.saleBalance + moved };
}

/** An ETH amount field checked as the user types (see `InputCheck`). */
export function checkTransferAmount(
  direction: TransferDirection,
  text: string,
  balances: FundsBalances | null,
): InputCheck<bigint> {
  return checkInput(text, parseEth, balances, (amount, known) => transferRefusal(direction, amount, known));
}
