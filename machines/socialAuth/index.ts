export { socialAuthMachine } from './socialAuth.machine';
export * from './socialAuth.selectors';
export type * from './socialAuth.types';
