import { ADMIN_MESSAGES } from '../../../domain/admin/adminMessages';
import type { AdminDetails, UserDetails } from '../../../domain/admin/details.types';
import { applyTransfer, transferRefusal } from '../../../domain/admin/funds';
import { sameAddress } from '../../../domain/address';
import { MESSAGES } from '../../../domain/errors/messages';
import { MOCK_ACCOUNTS, type MockAccount } from '../../mock/mockAccounts';
import type { AdminService, PlotSaleView } from '../adminService.types';
import { createMockAdminStore, entryFor, type MockAdminState } from './mockAdminStore';
import { mintFromPool, plotSaleOf, setEligibleFor, setRemainingSupply, userPlotsOf } from './mockPlots';

export interface MockAdminServiceOptions {
  /** Where the mock state is kept (the app passes session storage, spec section 9). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => Date;
  /** Waits `ms`, rejecting with the signal's reason on abort (the edge passes `sleep`; tests an instant one). */
  wait: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The configured delay: 500 ms times the configured scale (spec section 9). */
  delayMs: number;
  /** The chain the plot sale reports; -1 and 999999 stand for "not known". */
  chainId: number;
  accounts?: readonly MockAccount[];
}

/**
 * The mock admin service: the mock admin area's funds and the mock plot sale, kept in the given
 * storage. Every call answers after the configured delay (a mint after twice that per plot), then
 * reads or changes the state at once, so a refusal is decided on the state as it stands then.
 */
export function createMockAdminService(options: MockAdminServiceOptions): AdminService {
  const { now, wait, delayMs, chainId, accounts = MOCK_ACCOUNTS } = options;
  const store = createMockAdminStore({ storage: options.storage, now, accounts });
  const serviceAddress = accounts.find((account) => account.service)?.address;

  const answerAfter = async <T>(ms: number, signal: AbortSignal | undefined, answer: () => T): Promise<T> => {
    await wait(ms, signal);
    // The injected wait may ignore the signal (an instant one does); an aborted call still changes nothing.
    signal?.throwIfAborted();
    return answer();
  };
  /** Spec section 6: the Service permission, which only the service account has. */
  const requireService = (caller: string) => {
    if (!sameAddress(caller, serviceAddress)) throw new Error(MESSAGES.unauthorized);
  };

  const adminDetailsOf = (state: MockAdminState): AdminDetails => ({
    ...state.admin,
    nfts: state.plots.plotIdPool.length,
  });
  const userDetailsOf = (state: MockAdminState, address: string): UserDetails => {
    const user = entryFor(state.users, address);
    return {
      linked: user?.linked ?? false,
      balance: user?.balance ?? 0n,
      nfts: entryFor(state.plots.accountData, address)?.plots.length ?? 0,
      packs: user?.packs ?? 0,
      name: accounts.find((account) => sameAddress(account.address, address))?.name ?? '',
    };
  };
  const saleViewOf = (state: MockAdminState, caller: string): PlotSaleView => ({
    sale: plotSaleOf(state.plots, now(), chainId),
    plots: userPlotsOf(state.plots, caller),
  });

  return {
    fetchAdminDetails: ({ caller }, signal) =>
      answerAfter(delayMs, signal, () => {
        requireService(caller);
        return adminDetailsOf(store.read());
      }),

    fetchUserDetails: ({ caller }, signal) => answerAfter(delayMs, signal, () => userDetailsOf(store.read(), caller)),

    linkWallet: ({ caller }, signal) =>
      answerAfter(delayMs, signal, () => {
        requireService(caller);
        return store.update((state) => {
          const user = entryFor(state.users, caller) ?? (state.users[caller.toLowerCase()] = emptyWallet());
          user.linked = true;
          return userDetailsOf(state, caller);
        });
      }),

    transfer: ({ caller, direction, amount }, signal) =>
      answerAfter(delayMs, signal, () => {
        requireService(caller);
        return store.update((state) => {
          // A wallet with no entry is unlinked and empty, so every transfer of it is refused.
          const user = entryFor(state.users, caller) ?? emptyWallet();
          const balances = { walletBalance: user.balance, saleBalance: state.admin.balance, linked: user.linked };
          const refusal = transferRefusal(direction, amount, balances);
          if (refusal !== null) throw new Error(refusal);
          const after = applyTransfer(direction, amount, balances);
          user.balance = after.walletBalance;
          state.admin.balance = after.saleBalance;
          return { admin: adminDetailsOf(state), user: userDetailsOf(state, caller) };
        });
      }),

    fetchPlotSale: (signal) => answerAfter(delayMs, signal, () => plotSaleOf(store.read().plots, now(), chainId)),

    fetchUserPlots: ({ caller }, signal) => answerAfter(delayMs, signal, () => userPlotsOf(store.read().plots, caller)),

    // Spec section 9: minting takes twice the delay per plot; a refused quantity below 1 takes the plain delay.
    mintPlots: ({ caller, quantity }, signal) =>
      answerAfter(delayMs * Math.max(1, 2 * quantity), signal, () => {
        if (caller === '') throw new Error(ADMIN_MESSAGES.notLoggedIn);
        return store.update((state) => {
          const mintedIds = mintFromPool(state.plots, caller, quantity, plotSaleOf(state.plots, now(), chainId));
          return { ...saleViewOf(state, caller), mintedIds };
        });
      }),

    setEligible: ({ caller, address, eligible }, signal) =>
      answerAfter(delayMs, signal, () => {
        requireService(caller);
        return store.update((state) => {
          setEligibleFor(state.plots, address, eligible);
          return saleViewOf(state, caller);
        });
      }),

    setRemainingSupply: ({ caller, remaining }, signal) =>
      answerAfter(delayMs, signal, () => {
        requireService(caller);
        return store.update((state) => {
          setRemainingSupply(state.plots, remaining);
          return saleViewOf(state, caller);
        });
      }),
  };
}

const emptyWallet = () => ({ linked: false, balance: 0n, packs: 0 });
