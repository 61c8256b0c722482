import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, type Actor } from 'xstate';
import type { AdminFundsInput } from '../../../machines/adminFunds';
import { bindAdminFunds, type AdminFundsLogic } from '../../../src/app/bindings/adminFunds';
import { FundsPanel } from '../../../src/views/admin/FundsPanel';
import { ModalRootContext } from '../../../src/views/components/modalRoot';
import { createControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { settle, standaloneFlowSteps, type ServiceAnswer, type StandaloneFlow } from '../jsdomSteps';
import { TimedClock } from '../timedClock';
import { unusedAdminService } from '../unusedAdminService';

/**
 * Renders the admin area's funds panel in jsdom around the bound flow, whose service calls are
 * controlled actors. The prompt portals into a modal root of its own, as the layout's.
 */

export interface AdminFundsUi {
  user: UserEvent;
  actor: Actor<AdminFundsLogic>;
  lastAnswer: ServiceAnswer | null;
}

export interface AdminFundsDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: AdminFundsLogic) => AdminFundsLogic;
}

export function createAdminFundsJsdomDriver(
  options: AdminFundsDriverOptions = {},
): Driver<AdminFundsInput, AdminFundsUi> {
  let mounted: StandaloneFlow<AdminFundsUi> | undefined;

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const bound = bindAdminFunds(unusedAdminService).provide({
        actors: {
          fetchAdminDetails: controlled.promise(),
          fetchUserDetails: controlled.promise(),
          linkWallet: controlled.promise(),
          transferFunds: controlled.promise(),
        },
      });
      const flow = options.adjustFlow?.(bound) ?? bound;
      const actor = createActor(flow, { input, clock, inspect });
      actor.start();
      const modalRoot = document.body.appendChild(document.createElement('div'));
      const view = render(
        <ModalRootContext.Provider value={{ current: modalRoot }}>
          <FundsPanel funds={actor} />
        </ModalRootContext.Provider>,
      );
      const ui: AdminFundsUi = { user: userEvent.setup(), actor, lastAnswer: null };
      mounted = {
        ui,
        clock,
        controlled,
        unmount: () => {
          view.unmount();
          modalRoot.remove();
        },
      };
      await settle();
      return ui;
    },
    ...standaloneFlowSteps(
      () => mounted,
      () => (mounted = undefined),
    ),
  };
}
