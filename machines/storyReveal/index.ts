export { storyRevealMachine } from './storyReveal.machine';
export * from './storyReveal.selectors';
export type * from './storyReveal.types';
