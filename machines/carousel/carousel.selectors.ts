import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from './carousel.machine';

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

export const selectIndex = (snapshot: CarouselSnapshot) => snapshot.context.index;

/** Autoplay is on (held or not): the button offers 'Pause'. */
export const selectPlaying = (snapshot: CarouselSnapshot) => snapshot.matches({ rotation: 'playing' });

/**
 * Slides are moving on their own. While they are, screen readers are not told of each change;
 * otherwise (paused or held) the centred slide is announced politely.
 */
export const selectRotating = (snapshot: CarouselSnapshot) => snapshot.matches({ rotation: { playing: 'advancing' } });
