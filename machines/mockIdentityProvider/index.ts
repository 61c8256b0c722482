export { mockIdentityProviderMachine } from './mockIdentityProvider.machine';
export * from './mockIdentityProvider.selectors';
export type * from './mockIdentityProvider.types';
