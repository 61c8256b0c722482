import { fromCallback, type ActorRefFrom } from 'xstate';
import { adminAreaMachine, type AdminAreaEvent } from '../../../machines/adminArea';
import type { plotSaleMachine } from '../../../machines/plotSale';
import type { AdminService } from '../../services/admin/adminService.types';
import { bindAdminFunds } from './adminFunds';
import { bindPlotSale } from './plotSale';

/**
 * Binds the admin area (machines/adminArea) to the admin service: its funds and plot sale, and
 * the bridge from the plot sale's emitted `plots.changed` to the area's `admin.plotsChanged`.
 */
export function bindAdminArea(service: AdminService) {
  return adminAreaMachine.provide({
    actors: {
      funds: bindAdminFunds(service),
      plotSale: bindPlotSale(service),
      watchPlotChanges: fromCallback<AdminAreaEvent>(({ system, sendBack }) => {
        const plotSale = system.get('plotSale') as ActorRefFrom<typeof plotSaleMachine> | undefined;
        const subscription = plotSale?.on('plots.changed', () => sendBack({ type: 'admin.plotsChanged' }));
        return () => subscription?.unsubscribe();
      }),
    },
  });
}

export type AdminAreaLogic = ReturnType<typeof bindAdminArea>;
