export { carouselMachine } from './carousel.machine';
export * from './carousel.selectors';
export type * from './carousel.types';
