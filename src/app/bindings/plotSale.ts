import { assign, fromPromise } from 'xstate';
import { plotSaleMachine, type PlotSaleContext, type PlotSetting } from '../../../machines/plotSale';
import type { InputCheck } from '../../domain/admin/inputCheck';
import {
  checkEligibleSetting,
  checkPlotQuantity,
  checkSupplySetting,
  type PlotMintLimits,
} from '../../domain/admin/plots';
import type { AdminService } from '../../services/admin/adminService.types';

/** What the mint rules read, once the sale and the plots are loaded. */
function limitsOf(context: PlotSaleContext): PlotMintLimits | null {
  if (!context.sale || !context.plots) return null;
  return {
    active: context.sale.active,
    eligible: context.plots.eligiblePlots,
    remainingSupply: context.sale.remainingSupply,
  };
}

const checkSetting = (setting: PlotSetting, text: string): InputCheck<number> =>
  setting === 'eligible' ? checkEligibleSetting(text) : checkSupplySetting(text);

/** The plot rules of spec section 5 as the chart's named guard and actions (the path model plans with them too). */
export const plotSaleRules = plotSaleMachine.provide({
  guards: {
    isSettingAccepted: (_, { setting, text }) => checkSetting(setting, text).kind === 'accepted',
  },
  actions: {
    checkQuantity: assign(({ context }) => ({ check: checkPlotQuantity(context.quantityText, limitsOf(context)) })),
    acceptSetting: assign((_, { setting, address, text }) => {
      const check = checkSetting(setting, text);
      return { pendingSetting: check.kind === 'accepted' ? { setting, address, value: check.value } : null };
    }),
    refuseSetting: assign((_, { setting, text }) => ({
      settingProblem: { setting, check: checkSetting(setting, text) },
    })),
  },
});

/** Binds the plot sale chart (machines/plotSale): the rules and the admin service's calls. */
export function bindPlotSale(service: AdminService) {
  return plotSaleRules.provide({
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
