import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { PlotSaleInput } from '../../../machines/plotSale';
import { bindPlotSale, type PlotSaleLogic } from '../../../src/app/bindings/plotSale';
import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { PlotAdminForms } from '../../../src/views/admin/PlotAdminForms';
import { PlotSalePanel } from '../../../src/views/admin/PlotSalePanel';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
import { unusedAdminService } from '../unusedAdminService';

/**
 * Renders the plot sale panel and the plot administration in jsdom around the bound flow, whose
 * service calls are controlled actors.
 */

export interface PlotSaleUi {
  user: UserEvent;
  actor: Actor<PlotSaleLogic>;
  lastAnswer: ServiceAnswer | null;
}

export interface PlotSaleDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: PlotSaleLogic) => PlotSaleLogic;
}

export function createPlotSaleJsdomDriver(options: PlotSaleDriverOptions = {}): Driver<PlotSaleInput, PlotSaleUi> {
  return standaloneFlowDriver({
    bind: ({ controlled }) =>
      bindPlotSale(unusedAdminService).provide({
        actors: {
          fetchPlotSale: controlled.promise(),
          fetchUserPlots: controlled.promise(),
          mintPlots: controlled.promise(),
          saveSetting: controlled.promise(),
        },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor) => ({ user: userEvent.setup(), actor, lastAnswer: null }),
    render: (actor) =>
      render(
        <>
          <PlotSalePanel plotSale={actor} />
          <PlotAdminForms plotSale={actor} accounts={MOCK_ACCOUNTS} />
        </>,
      ).unmount,
  });
}
