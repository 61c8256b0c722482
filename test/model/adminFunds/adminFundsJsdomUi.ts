import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/domain/admin/adminMessages';
import { formatEth } from '../../../src/domain/admin/ethAmount';
import { checkTransferAmount } from '../../../src/domain/admin/funds';
import type { UiModel } from '../driver';
import type { AdminFundsUi } from './adminFundsJsdomDriver';

/** What each state of the funds chart shows in jsdom, and how the user acts. */

const region = (name: string) => within(screen.getByRole('region', { name }));
const saleDetails = () => region('Sale details');
const account = () => region('Your account');
const transfer = () => region('Deposit or withdraw');
const amountField = (form = transfer()) => form.getByLabelText('Amount (ETH)');
const submitButton = (form = transfer()) =>
  form.getByRole('button', { name: /^(Deposit|Withdraw|Depositing…|Withdrawing…)$/ });
const prompt = () => screen.queryByRole('dialog');
const eth = (wei: bigint) => `${formatEth(wei)} ETH`;

/** The value shown beside a label of a details list. */
function detail(scope: ReturnType<typeof region>, label: string): string | null {
  return scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const context = (ui: AdminFundsUi) => ui.actor.getSnapshot().context;

/** The amount's check as the rules of spec section 5 give it, from what the user typed. */
function expectedCheck(ui: AdminFundsUi) {
  const { direction, amountText, admin, user } = context(ui);
  const balances =
    admin && user ? { walletBalance: user.balance, saleBalance: admin.balance, linked: user.linked } : null;
  return checkTransferAmount(direction, amountText, balances);
}

/** The form while editing: the field, the direction and the notices of the last call. */
function expectEditing(ui: AdminFundsUi, problem: string | null, canSubmit: boolean) {
  const { direction, amountText, transferError, completed } = context(ui);
  const form = transfer();
  const field = amountField(form);
  expect(prompt()).toBeNull();
  expect(field).toBeEnabled();
  expect(field).toHaveValue(amountText);
  expect(form.getByRole('radio', { name: direction === 'deposit' ? 'Deposit' : 'Withdraw' })).toBeChecked();
  const button = submitButton(form);
  expect(button).toHaveAccessibleName(direction === 'deposit' ? 'Deposit' : 'Withdraw');
  // Disabled for assistive technology yet focusable, so focus survives the prompt and the call.
  expect(button).toHaveAttribute('aria-disabled', String(!canSubmit));
  if (problem) {
    expect(field).toHaveAccessibleDescription(problem);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(field).not.toHaveAttribute('aria-invalid');
  }
  if (transferError) expect(form.getByRole('alert')).toHaveTextContent(transferError);
  else expect(form.queryByRole('alert')).toBeNull();
  if (completed) {
    const verb = completed.direction === 'deposit' ? 'Deposited' : 'Withdrew';
    expect(form.getByRole('status')).toHaveTextContent(`${verb} ${eth(completed.amount)}.`);
  } else expect(form.queryByRole('status')).toBeNull();
}

export const adminFundsJsdomUi: UiModel<AdminFundsUi> = {
  assertions: {
    'adminDetails.loading': () => {
      expect(saleDetails().getByRole('status')).toHaveTextContent('Loading sale details…');
    },
    'adminDetails.loaded': (ui) => {
      const admin = context(ui).admin!;
      const details = saleDetails();
      expect(detail(details, 'Sale')).toBe(admin.sale);
      expect(detail(details, 'Initialised')).toBe(admin.saleInitted ? 'Yes' : 'No');
      expect(detail(details, 'Balance')).toBe(eth(admin.balance));
      expect(detail(details, 'NFTs')).toBe(String(admin.nfts));
    },
    'adminDetails.errored': (ui) => {
      const alert = saleDetails().getByRole('alert');
      expect(alert).toHaveTextContent(`${ADMIN_MESSAGES.loadFailed} ${context(ui).adminError}`);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'userDetails.loading': () => {
      expect(account().getByRole('status')).toHaveTextContent('Loading your account…');
    },
    'userDetails.loaded': (ui) => {
      const { user, linkError } = context(ui);
      const details = account();
      expect(detail(details, 'Name')).toBe(user!.name);
      expect(detail(details, 'Linked')).toBe(user!.linked ? 'Yes' : 'No');
      expect(detail(details, 'Balance')).toBe(eth(user!.balance));
      const link = details.queryByRole('button', { name: 'Link wallet' });
      if (user!.linked) expect(link).toBeNull();
      else expect(link).toBeEnabled();
      if (linkError) expect(details.getByRole('alert')).toHaveTextContent(linkError);
      else expect(details.queryByRole('alert')).toBeNull();
    },
    'userDetails.linking': () => {
      expect(account().getByRole('button', { name: 'Linking…' })).toBeDisabled();
    },
    'userDetails.errored': (ui) => {
      const alert = account().getByRole('alert');
      expect(alert).toHaveTextContent(`${ADMIN_MESSAGES.loadFailed} ${context(ui).userError}`);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'transfer.editing.empty': (ui) => {
      expect(context(ui).amountText.trim()).toBe('');
      expectEditing(ui, null, false);
    },
    'transfer.editing.malformed': (ui) => {
      expect(expectedCheck(ui).kind).toBe('malformed');
      expectEditing(ui, ADMIN_MESSAGES.notAnEthAmount, false);
    },
    'transfer.editing.waiting': (ui) => {
      expect(expectedCheck(ui).kind).toBe('waiting');
      expectEditing(ui, null, false);
    },
    'transfer.editing.refused': (ui) => {
      const check = expectedCheck(ui);
      if (check.kind !== 'refused') throw new Error(`the rules allow this amount (${check.kind}), yet it was refused`);
      expectEditing(ui, check.message, false);
    },
    'transfer.editing.acceptable': (ui) => {
      expect(expectedCheck(ui).kind).toBe('accepted');
      expectEditing(ui, null, true);
    },
    'transfer.confirming': (ui) => {
      const { direction, amountText } = context(ui);
      const dialog = screen.getByRole('dialog', {
        name: direction === 'deposit' ? 'Confirm deposit' : 'Confirm withdrawal',
      });
      const question =
        direction === 'deposit'
          ? `Deposit ${amountText} ETH from your wallet to ${context(ui).admin!.sale}?`
          : `Withdraw ${amountText} ETH from ${context(ui).admin!.sale} to your wallet?`;
      expect(within(dialog).getByText(question)).toBeInTheDocument();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(amountField()).toBeDisabled();
    },
    'transfer.transferring': (ui) => {
      const form = transfer();
      const button = submitButton(form);
      expect(prompt()).toBeNull();
      expect(button).toHaveAccessibleName(context(ui).direction === 'deposit' ? 'Depositing…' : 'Withdrawing…');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(amountField(form)).toBeDisabled();
    },
  },
  userActions: {
    'funds.amountChanged': async ({ user }, event) => {
      const { text } = event as unknown as { text: string };
      await user.clear(amountField());
      if (text) await user.type(amountField(), text);
    },
    'funds.directionChanged': async ({ user }, event) => {
      const { direction } = event as unknown as { direction: string };
      await user.click(transfer().getByRole('radio', { name: direction === 'deposit' ? 'Deposit' : 'Withdraw' }));
    },
    'funds.submit': async ({ user }) => {
      await user.click(submitButton());
    },
    'funds.confirm': async ({ user }) => {
      await user.click(within(prompt()!).getByRole('button', { name: 'Confirm' }));
    },
    'funds.cancel': async ({ user }) => {
      await user.click(within(prompt()!).getByRole('button', { name: 'Cancel' }));
    },
    'funds.retryAdmin': async ({ user }) => {
      await user.click(saleDetails().getByRole('button', { name: 'Try again' }));
    },
    'funds.retryUser': async ({ user }) => {
      await user.click(account().getByRole('button', { name: 'Try again' }));
    },
    'funds.link': async ({ user }) => {
      await user.click(account().getByRole('button', { name: 'Link wallet' }));
    },
  },
};
