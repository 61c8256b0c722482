import type { CarouselStory } from './types';

const MARKETPLACE = 'https://marketplace.storyverse.example';
const SAMPLE_STORY = '/media/intro.mp4';

/** The size the posters are drawn at (public/media/stories/), so their space is kept while they load. */
export const STORY_POSTER_SIZE = { width: 640, height: 360 } as const;

/** The six sample stories of the 'Our Stories' carousel (spec section 2). */
export const CAROUSEL_STORIES: readonly CarouselStory[] = [
  {
    tokenId: 1042,
    title: 'The Last Lighthouse',
    media: SAMPLE_STORY,
    poster: '/media/stories/last-lighthouse.svg',
    ownerName: 'pixelpoet',
    ownerLink: `${MARKETPLACE}/account/pixelpoet`,
  },
  {
    tokenId: 2317,
    title: 'Moonlit Heist',
    media: SAMPLE_STORY,
    poster: '/media/stories/moonlit-heist.svg',
    ownerName: 'mira.eth',
    ownerLink: `${MARKETPLACE}/account/mira.eth`,
  },
  {
    tokenId: 388,
    title: 'Jungle Jam Session',
    media: SAMPLE_STORY,
    poster: '/media/stories/jungle-jam.svg',
    ownerName: 'jungle_dj',
    ownerLink: `${MARKETPLACE}/account/jungle_dj`,
  },
  {
    tokenId: 5120,
    title: 'Lost in the Verse',
    media: SAMPLE_STORY,
    poster: '/media/stories/lost-in-the-verse.svg',
    ownerName: 'cosmokid',
    ownerLink: `${MARKETPLACE}/account/cosmokid`,
  },
  {
    tokenId: 77,
    title: 'Ape to the Stars',
    media: SAMPLE_STORY,
    poster: '/media/stories/ape-to-the-stars.svg',
    ownerName: 'starlight.eth',
    ownerLink: `${MARKETPLACE}/account/starlight.eth`,
  },
  {
    tokenId: 4410,
    title: 'The Great Banana Chase',
    media: SAMPLE_STORY,
    poster: '/media/stories/banana-chase.svg',
    ownerName: 'bananaboss',
    ownerLink: `${MARKETPLACE}/account/bananaboss`,
  },
];
