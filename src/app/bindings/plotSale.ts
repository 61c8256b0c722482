import { fromPromise } from 'xstate';
import { plotSaleMachine } from '../../../machines/plotSale';
import type { AdminService } from '../../services/admin/adminService.types';

/** Binds the plot sale chart (machines/plotSale) to the admin service's calls. */
export function bindPlotSale(service: AdminService) {
  return plotSaleMachine.provide({
    actors: {
      fetchPlotSale: fromPromise(({ signal }) => service.fetchPlotSale(signal)),
      fetchUserPlots: fromPromise(({ input, signal }) => service.fetchUserPlots(input, signal)),
      mintPlots: fromPromise(({ input, signal }) => service.mintPlots(input, signal)),
      saveSetting: fromPromise(({ input: { caller, setting, address, value }, signal }) =>
        setting === 'eligible'
          ? service.setEligible({ caller, address, eligible: value }, signal)
          : service.setRemainingSupply({ caller, remaining: value }, signal),
      ),
    },
  });
}

export type PlotSaleLogic = ReturnType<typeof bindPlotSale>;
