import type { ActorRefFrom } from 'xstate';
import type { AdminFundsLogic } from '../../app/bindings/adminFunds';
import type { PlotSaleLogic } from '../../app/bindings/plotSale';

/** The admin area's running flows, as its views receive them. */
export type AdminFundsActor = ActorRefFrom<AdminFundsLogic>;
export type PlotSaleActor = ActorRefFrom<PlotSaleLogic>;
