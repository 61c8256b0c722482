import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { AdminFundsInput } from '../../../machines/adminFunds';
import { bindAdminFunds, type AdminFundsLogic } from '../../../src/app/bindings/adminFunds';
import { FundsPanel } from '../../../src/views/admin/FundsPanel';
import { ModalRootContext } from '../../../src/views/components/modalRoot';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
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
  return standaloneFlowDriver({
    bind: ({ controlled }) =>
      bindAdminFunds(unusedAdminService).provide({
        actors: {
          fetchAdminDetails: controlled.promise(),
          fetchUserDetails: controlled.promise(),
          linkWallet: controlled.promise(),
          transferFunds: controlled.promise(),
        },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor) => ({ user: userEvent.setup(), actor, lastAnswer: null }),
    render: (actor) => {
      const modalRoot = document.body.appendChild(document.createElement('div'));
      const view = render(
        <ModalRootContext.Provider value={{ current: modalRoot }}>
          <FundsPanel funds={actor} />
        </ModalRootContext.Provider>,
      );
      return () => {
        view.unmount();
        modalRoot.remove();
      };
    },
  });
}
