export { giveawayMachine } from './giveaway.machine';
export * from './giveaway.selectors';
export type * from './giveaway.types';
