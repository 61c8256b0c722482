export { appMachine, DEFAULT_PAGE_LAYOUT } from './app.machine';
export * from './app.selectors';
export type * from './app.types';
