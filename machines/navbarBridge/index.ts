export { navbarBridgeMachine } from './navbarBridge.machine';
export * from './navbarBridge.selectors';
export type * from './navbarBridge.types';
