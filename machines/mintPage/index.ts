export { mintPageMachine } from './mintPage.machine';
export { IDLE_SESSION } from './mintPage.session';
export * from './mintPage.selectors';
export type * from './mintPage.types';
