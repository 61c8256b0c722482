import { fromPromise } from 'xstate';
import { adminFundsMachine } from '../../../machines/adminFunds';
import type { AdminService } from '../../services/admin/adminService.types';

/** Binds the funds chart (machines/adminFunds) to the admin service's calls. */
export function bindAdminFunds(service: AdminService) {
  return adminFundsMachine.provide({
    actors: {
      fetchAdminDetails: fromPromise(({ input, signal }) => service.fetchAdminDetails(input, signal)),
      fetchUserDetails: fromPromise(({ input, signal }) => service.fetchUserDetails(input, signal)),
      linkWallet: fromPromise(({ input, signal }) => service.linkWallet(input, signal)),
      transferFunds: fromPromise(({ input, signal }) => service.transfer(input, signal)),
    },
  });
}

export type AdminFundsLogic = ReturnType<typeof bindAdminFunds>;
