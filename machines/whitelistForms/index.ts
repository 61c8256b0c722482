export { whitelistFormsMachine } from './whitelistForms.machine';
export * from './whitelistForms.selectors';
export type * from './whitelistForms.types';
