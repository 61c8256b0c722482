import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/domain/admin/adminMessages';
import { formatEth } from '../../../src/domain/admin/ethAmount';
import {
  checkEligibleSetting,
  checkPlotQuantity,
  checkSupplySetting,
  formatPlotPrice,
} from '../../../src/domain/admin/plots';
import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { chainName } from '../../../src/wallet/chains';
import type { UiModel } from '../driver';
import type { PlotSaleUi } from './plotSaleJsdomDriver';

/** What each state of the plot sale chart shows in jsdom, and how the user acts. */

const region = (name: string) => within(screen.getByRole('region', { name }));
const saleRegion = () => region('Plot sale');
const plotsRegion = () => region('Your plots');
const mintForm = () => within(screen.getByRole('form', { name: 'Mint plots' }));
const quantityField = (form = mintForm()) => form.getByLabelText('Number of plots');
const mintButton = (form = mintForm()) => form.getByRole('button', { name: /^(Mint|Minting .+…)$/ });
const adminRegion = () => screen.queryByRole('region', { name: 'Plot administration' });
const eligibleForm = () => within(screen.getByRole('form', { name: 'Set eligible plots' }));
const supplyForm = () => within(screen.getByRole('form', { name: 'Set remaining supply' }));

function detail(scope: ReturnType<typeof region>, label: string): string | null {
  return scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const context = (ui: PlotSaleUi) => ui.actor.getSnapshot().context;

/** The number's check as the rules of spec section 5 give it, from what the user typed. */
function expectedCheck(ui: PlotSaleUi) {
  const { quantityText, sale, plots } = context(ui);
  const limits =
    sale && plots
      ? { active: sale.active, eligible: plots.eligiblePlots, remainingSupply: sale.remainingSupply }
      : null;
  return checkPlotQuantity(quantityText, limits);
}

function expectEditing(ui: PlotSaleUi, problem: string | null, canMint: boolean) {
  const { quantityText, mintError, mintedIds, sale } = context(ui);
  const form = mintForm();
  const field = quantityField(form);
  const button = mintButton(form);
  expect(field).toBeEnabled();
  expect(field).toHaveValue(quantityText);
  expect(button).toHaveAccessibleName('Mint');
  expect(form.queryByRole('button', { name: 'Cancel' })).toBeNull();
  if (canMint) {
    expect(button).toHaveAttribute('aria-disabled', 'false');
    const total = sale!.price * BigInt(Number(quantityText));
    expect(form.getByText(`Total: ${formatEth(total)} ETH`)).toBeInTheDocument();
  } else expect(button).toHaveAttribute('aria-disabled', 'true');
  if (problem) expect(field).toHaveAccessibleDescription(problem);
  else expect(field).not.toHaveAttribute('aria-invalid');
  if (mintError) expect(form.getByRole('alert')).toHaveTextContent(mintError);
  else expect(form.queryByRole('alert')).toBeNull();
  if (mintedIds) {
    expect(form.getByRole('status')).toHaveTextContent(`Minted plots ${mintedIds.map((id) => `#${id}`).join(', ')}.`);
  } else expect(form.queryByRole('status')).toBeNull();
}

/** The problem a setting form shows: the rule's text for the setting last refused there, else none. */
function expectSettingProblem(ui: PlotSaleUi, setting: 'eligible' | 'supply') {
  const form = setting === 'eligible' ? eligibleForm() : supplyForm();
  const field = form.getByLabelText(setting === 'eligible' ? 'Eligible plots' : 'Remaining supply');
  const problem = context(ui).settingProblem;
  if (problem?.setting !== setting) {
    expect(field).not.toHaveAttribute('aria-invalid');
    return;
  }
  const check =
    setting === 'eligible'
      ? checkEligibleSetting((field as HTMLInputElement).value)
      : checkSupplySetting((field as HTMLInputElement).value);
  // Set with nothing typed: nothing is sent and nothing shows.
  if (check.kind === 'empty') {
    expect(field).not.toHaveAttribute('aria-invalid');
    return;
  }
  if (check.kind === 'accepted' || check.kind === 'waiting')
    throw new Error(`the rules allow '${(field as HTMLInputElement).value}', yet it was refused`);
  const expected = check.kind === 'refused' ? check.message : ADMIN_MESSAGES.notAWholeNumber;
  expect(field).toHaveAccessibleDescription(expected);
}

export const plotSaleJsdomUi: UiModel<PlotSaleUi> = {
  assertions: {
    'sale.loading': () => {
      expect(saleRegion().getByRole('status')).toHaveTextContent('Loading the plot sale…');
    },
    'sale.loaded': (ui) => {
      const sale = context(ui).sale!;
      const details = saleRegion();
      expect(detail(details, 'Active')).toBe(sale.active ? 'Yes' : 'No');
      expect(detail(details, 'Price per plot')).toBe(formatPlotPrice(sale.priceEth));
      expect(detail(details, 'Remaining supply')).toBe(`${sale.maxPLOTs - sale.mintedPLOTs} of ${sale.maxPLOTs}`);
      expect(detail(details, 'Minted')).toBe(String(sale.mintedPLOTs));
      expect(detail(details, 'Volume')).toBe(`${formatEth(sale.volume)} ETH`);
      // Spec section 9: 999999 is a sentinel, "not known".
      expect(detail(details, 'Chain')).toBe(sale.chainId === null ? 'Not known' : chainName(sale.chainId));
    },
    'sale.errored': (ui) => {
      const alert = saleRegion().getByRole('alert');
      expect(alert).toHaveTextContent(`${ADMIN_MESSAGES.loadFailed} ${context(ui).saleError}`);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'userPlots.loading': () => {
      expect(plotsRegion().getByRole('status')).toHaveTextContent('Loading your plots…');
    },
    'userPlots.loaded': (ui) => {
      const plots = context(ui).plots!;
      const count = (value: number) => (value < 0 ? 'Not known' : String(value));
      const details = plotsRegion();
      expect(detail(details, 'Eligible plots')).toBe(count(plots.eligiblePlots));
      expect(detail(details, 'Most plots')).toBe(count(plots.maxPlots));
      expect(detail(details, 'Plots')).toBe(
        plots.plotIds.length ? plots.plotIds.map((id) => `#${id}`).join(', ') : 'None yet',
      );
    },
    'userPlots.errored': (ui) => {
      const alert = plotsRegion().getByRole('alert');
      expect(alert).toHaveTextContent(`${ADMIN_MESSAGES.loadFailed} ${context(ui).plotsError}`);
    },
    'mint.editing.empty': (ui) => {
      expect(context(ui).quantityText.trim()).toBe('');
      expectEditing(ui, null, false);
    },
    'mint.editing.malformed': (ui) => {
      expect(expectedCheck(ui).kind).toBe('malformed');
      expectEditing(ui, ADMIN_MESSAGES.notAWholeNumber, false);
    },
    'mint.editing.waiting': (ui) => {
      expect(expectedCheck(ui).kind).toBe('waiting');
      expectEditing(ui, null, false);
    },
    'mint.editing.refused': (ui) => {
      const check = expectedCheck(ui);
      if (check.kind !== 'refused') throw new Error(`the rules allow this number (${check.kind}), yet it was refused`);
      expectEditing(ui, check.message, false);
    },
    'mint.editing.acceptable': (ui) => {
      expect(expectedCheck(ui).kind).toBe('accepted');
      expectEditing(ui, null, true);
    },
    'mint.minting': (ui) => {
      const quantity = Number(context(ui).quantityText);
      const form = mintForm();
      const button = mintButton(form);
      expect(button).toHaveAccessibleName(`Minting ${quantity === 1 ? '1 plot' : `${quantity} plots`}…`);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(quantityField(form)).toBeDisabled();
      expect(form.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    'administration.unavailable': () => {
      expect(adminRegion()).toBeNull();
    },
    'administration.waiting': () => {
      expect(adminRegion()).not.toBeNull();
      expect(eligibleForm().getByLabelText('Eligible plots')).toBeDisabled();
      expect(supplyForm().getByLabelText('Remaining supply')).toBeDisabled();
      expect(eligibleForm().getByRole('button', { name: 'Set eligible' })).toHaveAttribute('aria-disabled', 'true');
    },
    'administration.idle': (ui) => {
      expect(adminRegion()).not.toBeNull();
      const eligible = eligibleForm();
      const eligibleField = eligible.getByLabelText('Eligible plots');
      const supplyField = supplyForm().getByLabelText('Remaining supply');
      expect(eligibleField).toBeEnabled();
      expect(supplyField).toBeEnabled();
      const { settingTexts, eligibleAccount } = context(ui);
      expect(eligibleField).toHaveValue(settingTexts.eligible);
      expect(supplyField).toHaveValue(settingTexts.supply);
      expect(eligible.getByLabelText('Account')).toHaveValue(eligibleAccount);
      expectSettingProblem(ui, 'eligible');
      expectSettingProblem(ui, 'supply');
      const { settingError, settingSaved } = context(ui);
      const admin = within(adminRegion()!);
      if (settingError) expect(admin.getByText(settingError)).toHaveAttribute('role', 'alert');
      if (settingSaved) {
        const saved = settingSaved === 'eligible' ? 'Eligible plots saved.' : 'Remaining supply saved.';
        expect(admin.getByRole('status')).toHaveTextContent(saved);
      } else expect(admin.queryByRole('status')).toBeNull();
    },
    'administration.saving': () => {
      expect(within(adminRegion()!).getByRole('status')).toHaveTextContent('Saving…');
      expect(eligibleForm().getByRole('button', { name: 'Set eligible' })).toHaveAttribute('aria-disabled', 'true');
      expect(supplyForm().getByRole('button', { name: 'Set supply' })).toHaveAttribute('aria-disabled', 'true');
    },
  },
  userActions: {
    'plots.quantityChanged': async ({ user }, event) => {
      const { text } = event as unknown as { text: string };
      await user.clear(quantityField());
      if (text) await user.type(quantityField(), text);
    },
    'plots.mint': async ({ user }) => {
      await user.click(mintButton());
    },
    'plots.cancelMint': async ({ user }) => {
      await user.click(mintForm().getByRole('button', { name: 'Cancel' }));
    },
    'plots.settingChanged': async ({ user }, event) => {
      const { setting, text } = event as unknown as { setting: 'eligible' | 'supply'; text: string };
      const field =
        setting === 'eligible'
          ? eligibleForm().getByLabelText('Eligible plots')
          : supplyForm().getByLabelText('Remaining supply');
      await user.clear(field);
      await user.type(field, text);
    },
    'plots.eligibleAccountChanged': async ({ user }, event) => {
      const { address } = event as unknown as { address: string };
      const name = MOCK_ACCOUNTS.find((account) => account.address === address)!.name;
      await user.selectOptions(eligibleForm().getByLabelText('Account'), name);
    },
    'plots.eligibleSubmitted': async ({ user }) => {
      await user.click(eligibleForm().getByRole('button', { name: 'Set eligible' }));
    },
    'plots.supplySubmitted': async ({ user }) => {
      await user.click(supplyForm().getByRole('button', { name: 'Set supply' }));
    },
    'plots.retrySale': async ({ user }) => {
      await user.click(saleRegion().getByRole('button', { name: 'Try again' }));
    },
    'plots.retryPlots': async ({ user }) => {
      await user.click(plotsRegion().getByRole('button', { name: 'Try again' }));
    },
  },
};
