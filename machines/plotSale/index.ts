export { plotSaleMachine } from './plotSale.machine';
export * from './plotSale.selectors';
export type * from './plotSale.types';
