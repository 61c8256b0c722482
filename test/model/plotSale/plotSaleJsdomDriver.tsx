import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, type Actor } from 'xstate';
import type { PlotSaleInput } from '../../../machines/plotSale';
import { bindPlotSale, type PlotSaleLogic } from '../../../src/app/bindings/plotSale';
import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { PlotAdminForms } from '../../../src/views/admin/PlotAdminForms';
import { PlotSalePanel } from '../../../src/views/admin/PlotSalePanel';
import { createControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { settle, standaloneFlowSteps, type ServiceAnswer, type StandaloneFlow } from '../jsdomSteps';
import { TimedClock } from '../timedClock';
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
  let mounted: StandaloneFlow<PlotSaleUi> | undefined;

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const bound = bindPlotSale(unusedAdminService).provide({
        actors: {
          fetchPlotSale: controlled.promise(),
          fetchUserPlots: controlled.promise(),
          mintPlots: controlled.promise(),
          saveSetting: controlled.promise(),
        },
      });
      const flow = options.adjustFlow?.(bound) ?? bound;
      const actor = createActor(flow, { input, clock, inspect });
      actor.start();
      const { unmount } = render(
        <>
          <PlotSalePanel plotSale={actor} />
          <PlotAdminForms plotSale={actor} accounts={MOCK_ACCOUNTS} />
        </>,
      );
      const ui: PlotSaleUi = { user: userEvent.setup(), actor, lastAnswer: null };
      mounted = { ui, clock, controlled, unmount };
      await settle();
      return ui;
    },
    ...standaloneFlowSteps(
      () => mounted,
      () => (mounted = undefined),
    ),
  };
}
