export { shareMachine } from './share.machine';
export * from './share.selectors';
export type * from './share.types';
