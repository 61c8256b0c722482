import type { AdminDetails, FundsDetails, UserDetails } from '../../domain/admin/details.types';
import type { TransferDirection } from '../../domain/admin/funds';
import type { PlotSale, UserPlots } from '../../domain/admin/plots';

/**
 * The admin service (spec sections 3 to 6; configuration `adminService`, only 'mock' exists).
 * `caller` is the logged-in address: calls that change the sale or the funds refuse anyone but the
 * service account ('Unauthorized.'). Every refusal of spec section 5 rejects with its exact text and
 * changes nothing. Every call honours `signal`.
 */
export interface AdminService {
  fetchAdminDetails(request: { caller: string }, signal?: AbortSignal): Promise<AdminDetails>;
  fetchUserDetails(request: { caller: string }, signal?: AbortSignal): Promise<UserDetails>;
  /** Links the caller's wallet to the service (Service permission). */
  linkWallet(request: { caller: string }, signal?: AbortSignal): Promise<UserDetails>;
  /** A deposit or withdrawal of `amount` wei between the caller's wallet and the sale. */
  transfer(
    request: { caller: string; direction: TransferDirection; amount: bigint },
    signal?: AbortSignal,
  ): Promise<FundsDetails>;

  fetchPlotSale(signal?: AbortSignal): Promise<PlotSale>;
  fetchUserPlots(request: { caller: string }, signal?: AbortSignal): Promise<UserPlots>;
  /** Mints `quantity` plots to the caller: eligible goes down, the minted amount up. */
  mintPlots(request: { caller: string; quantity: number }, signal?: AbortSignal): Promise<PlotMintResult>;
  /** Sets how many plots `address` may still mint (Service permission). */
  setEligible(
    request: { caller: string; address: string; eligible: number },
    signal?: AbortSignal,
  ): Promise<PlotSaleView>;
  /** Sets how many plots are left to mint: the maximum becomes minted plus `remaining` (Service permission). */
  setRemainingSupply(request: { caller: string; remaining: number }, signal?: AbortSignal): Promise<PlotSaleView>;
}

/** The sale and the caller's plots, as they stand after a change. */
export interface PlotSaleView {
  sale: PlotSale;
  plots: UserPlots;
}

export interface PlotMintResult extends PlotSaleView {
  /** The ids of the plots just minted. */
  mintedIds: number[];
}
