/** Types of the landing page's stories carousel (spec sections 2, 3 and 9). */

export interface CarouselInput {
  /** How many slides there are; a carousel always shows at least one. */
  count: number;
  /** False when the user asked for less motion: the carousel starts paused. */
  autoplay: boolean;
}

export interface CarouselContext {
  count: number;
  /** The centred slide, in [0, count). */
  index: number;
  autoplay: boolean;
  /** What holds the autoplay while it is on: a hidden page, the pointer or the focus inside. */
  pageHidden: boolean;
  pointerInside: boolean;
  focusInside: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.goTo'; index: number }
  /** The Pause and Play button. */
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  /** The view reports `document.visibilityState`, the pointer and the focus. */
  | { type: 'carousel.visibilityChanged'; hidden: boolean }
  | { type: 'carousel.pointerChanged'; inside: boolean }
  | { type: 'carousel.focusChanged'; inside: boolean };
