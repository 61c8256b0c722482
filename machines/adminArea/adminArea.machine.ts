import { fromCallback, sendTo, setup } from 'xstate';
import type { adminFundsMachine } from '../adminFunds/adminFunds.machine';
import type { plotSaleMachine } from '../plotSale/plotSale.machine';
import type { AdminAreaContext, AdminAreaEvent, AdminAreaInput } from './adminArea.types';

/**
 * The mock admin area on /admin (spec sections 2 to 6): the funds (the sale's and the account's
 * details, deposits and withdrawals) beside the plot sale (its mint and settings). They share the
 * admin service's figures: when the plot sale announces a change, the funds load again. One actor
 * per logged-in account; the views take the two children from its selectors.
 */
export const adminAreaMachine = setup({
  types: {
    context: {} as AdminAreaContext,
    events: {} as AdminAreaEvent,
    input: {} as AdminAreaInput,
  },
  actors: {
    /**
     * The funds (machines/adminFunds): a machine file imports no other machine, so this
     * placeholder is typed as it and src/app/bindings/adminArea.ts binds the real one.
     */
    funds: fromCallback(() => {}) as unknown as typeof adminFundsMachine,
    /** The plot sale (machines/plotSale), bound like `funds`. */
    plotSale: fromCallback(() => {}) as unknown as typeof plotSaleMachine,
    /** Sends `admin.plotsChanged` each time the plot sale (system id `plotSale`) announces a change. */
    watchPlotChanges: fromCallback<AdminAreaEvent>(() => undefined),
  },
  actions: {
    refreshFunds: sendTo('funds', { type: 'funds.refresh' }),
  },
}).createMachine({
  id: 'adminArea',
  context: ({ input }) => input,
  invoke: [
    { id: 'funds', src: 'funds', input: ({ context }) => ({ caller: context.caller }) },
    {
      id: 'plotSale',
      systemId: 'plotSale',
      src: 'plotSale',
      input: ({ context }) => ({ caller: context.caller, isService: context.isService }),
    },
    { id: 'watchPlotChanges', src: 'watchPlotChanges' },
  ],
  on: {
    'admin.plotsChanged': {
      description: 'A mint or a plot setting changes the NFTs and balances the funds show: they load again.',
      actions: 'refreshFunds',
    },
  },
});
