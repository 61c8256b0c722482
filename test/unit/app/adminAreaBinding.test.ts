import { assign, createActor, emit, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { selectFundsRef, selectPlotSaleRef } from '../../../machines/adminArea';
import type { adminFundsMachine } from '../../../machines/adminFunds';
import type { plotSaleMachine } from '../../../machines/plotSale';
import { bindAdminArea } from '../../../src/app/bindings/adminArea';
import type { AdminService } from '../../../src/services/admin/adminService.types';

/** Stand-ins for the two children: the funds count their refreshes, the plot sale announces on demand. */
const countingFunds = setup({
  types: {
    context: {} as { refreshes: number; input: unknown },
    events: {} as { type: 'funds.refresh' },
    input: {} as unknown,
  },
}).createMachine({
  context: ({ input }) => ({ refreshes: 0, input }),
  on: { 'funds.refresh': { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) } },
});
const announcingPlotSale = setup({
  types: {
    context: {} as { input: unknown },
    events: {} as { type: 'test.change' },
    emitted: {} as { type: 'plots.changed' },
    input: {} as unknown,
  },
}).createMachine({
  context: ({ input }) => ({ input }),
  on: { 'test.change': { actions: emit({ type: 'plots.changed' }) } },
});

function startArea(input = { caller: '0xservice', isService: true }) {
  // The stand-ins replace both children, so the service is never called.
  const logic = bindAdminArea({} as AdminService).provide({
    actors: {
      funds: countingFunds as unknown as typeof adminFundsMachine,
      plotSale: announcingPlotSale as unknown as typeof plotSaleMachine,
    },
  });
  const area = createActor(logic, { input }).start();
  const funds = selectFundsRef(area.getSnapshot());
  const plotSale = selectPlotSaleRef(area.getSnapshot());
  if (!funds || !plotSale) throw new Error('the area runs both children');
  const refreshes = () => (funds.getSnapshot().context as unknown as { refreshes: number }).refreshes;
  const announce = () => plotSale.send({ type: 'test.change' } as never);
  const inputs = () =>
    [funds, plotSale].map((child) => (child.getSnapshot().context as unknown as { input: unknown }).input);
  return { area, refreshes, announce, inputs };
}

describe('the admin area', () => {
  it("keeps the account it was started for, and hands the funds the caller, the plot sale the caller and whether it is the service's", () => {
    const { area, inputs } = startArea({ caller: '0xholder', isService: false });
    expect(area.getSnapshot().context).toEqual({ caller: '0xholder', isService: false });
    expect(inputs()).toEqual([{ caller: '0xholder' }, { caller: '0xholder', isService: false }]);
    expect(startArea().inputs()).toEqual([{ caller: '0xservice' }, { caller: '0xservice', isService: true }]);
  });

  it('reloads the funds each time the plot sale announces a change, and not before', () => {
    const { refreshes, announce } = startArea();
    expect(refreshes()).toBe(0);
    announce();
    expect(refreshes()).toBe(1);
    announce();
    expect(refreshes()).toBe(2);
  });
});
