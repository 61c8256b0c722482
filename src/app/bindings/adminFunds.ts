import { assign, fromPromise } from 'xstate';
import { adminFundsMachine, type AdminFundsContext } from '../../../machines/adminFunds';
import { checkTransferAmount, type FundsBalances } from '../../domain/admin/funds';
import type { AdminService } from '../../services/admin/adminService.types';

/** The balances the rules read, once both sides are loaded. */
function balancesOf(context: AdminFundsContext): FundsBalances | null {
  if (!context.admin || !context.user) return null;
  return { walletBalance: context.user.balance, saleBalance: context.admin.balance, linked: context.user.linked };
}

/** The deposit and withdrawal rules of spec section 5, as the chart's `checkAmount` (the path model plans with it too). */
export const adminFundsRules = adminFundsMachine.provide({
  actions: {
    checkAmount: assign(({ context }) => ({
      check: checkTransferAmount(context.direction, context.amountText, balancesOf(context)),
    })),
  },
});

/** Binds the funds chart (machines/adminFunds): the rules and the admin service's calls. */
export function bindAdminFunds(service: AdminService) {
  return adminFundsRules.provide({
    actors: {
      fetchAdminDetails: fromPromise(({ input, signal }) => service.fetchAdminDetails(input, signal)),
      fetchUserDetails: fromPromise(({ input, signal }) => service.fetchUserDetails(input, signal)),
      linkWallet: fromPromise(({ input, signal }) => service.linkWallet(input, signal)),
      transferFunds: fromPromise(({ input, signal }) => service.transfer(input, signal)),
    },
  });
}

export type AdminFundsLogic = ReturnType<typeof bindAdminFunds>;
