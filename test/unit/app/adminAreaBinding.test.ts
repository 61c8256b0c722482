import { assign, createActor, emit, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { selectFundsRef, selectPlotSaleRef } from '../../../machines/adminArea';
import type { adminFundsMachine } from '../../../machines/adminFunds';
import type { plotSaleMachine } from '../../../machines/plotSale';
import { bindAdminArea } from '../../../src/app/bindings/adminArea';
import type { AdminService } from '../../../src/services/admin/adminService.types';

/** Stand-ins for the two children: the funds count their refreshes, the plot sale announces on demand. */
const countingFunds = setup({
  types: { context: {} as { refreshes: number }, events: {} as { type: 'funds.refresh' } },
}).createMachine({
  context: { refreshes: 0 },
  on: { 'funds.refresh': { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) } },
});
const announcingPlotSale = setup({
  types: { events: {} as { type: 'test.change' }, emitted: {} as { type: 'plots.changed' } },
}).createMachine({ on: { 'test.change': { actions: emit({ type: 'plots.changed' }) } } });

function startArea() {
  // The stand-ins replace both children, so the service is never called.
  const logic = bindAdminArea({} as AdminService).provide({
    actors: {
      funds: countingFunds as unknown as typeof adminFundsMachine,
      plotSale: announcingPlotSale as unknown as typeof plotSaleMachine,
    },
  });
  const area = createActor(logic, { input: { caller: '0xservice', isService: true } }).start();
  const funds = selectFundsRef(area.getSnapshot());
  const plotSale = selectPlotSaleRef(area.getSnapshot());
  if (!funds || !plotSale) throw new Error('the area runs both children');
  const refreshes = () => (funds.getSnapshot().context as unknown as { refreshes: number }).refreshes;
  const announce = () => plotSale.send({ type: 'test.change' } as never);
  return { refreshes, announce };
}

describe('the admin area', () => {
  it('reloads the funds each time the plot sale announces a change, and not before', () => {
    const { refreshes, announce } = startArea();
    expect(refreshes()).toBe(0);
    announce();
    expect(refreshes()).toBe(1);
    announce();
    expect(refreshes()).toBe(2);
  });
});
