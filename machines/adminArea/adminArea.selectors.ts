import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { adminFundsMachine } from '../adminFunds/adminFunds.machine';
import type { plotSaleMachine } from '../plotSale/plotSale.machine';
import type { adminAreaMachine } from './adminArea.machine';

export type AdminAreaSnapshot = SnapshotFrom<typeof adminAreaMachine>;

/** The funds (its `funds` child), running while the area runs. */
export const selectFundsRef = (snapshot: AdminAreaSnapshot) =>
  snapshot.children.funds as ActorRefFrom<typeof adminFundsMachine> | undefined;

/** The plot sale (its `plotSale` child), running while the area runs. */
export const selectPlotSaleRef = (snapshot: AdminAreaSnapshot) =>
  snapshot.children.plotSale as ActorRefFrom<typeof plotSaleMachine> | undefined;
