import type { RoadmapItem } from './types';

/** The roadmap section (spec section 2): four items. */
export const ROADMAP: readonly RoadmapItem[] = [
  {
    period: 'April 2022',
    title: 'Founders Pass',
    text: 'Our first sale sold out. Founders Pass holders get early access, airdrops, perks and whitelist chances.',
  },
  {
    period: '2022',
    title: 'The creator app',
    text: 'Anyone can create, animate and share stories starring their NFTs, right in the browser.',
  },
  {
    period: '2023',
    title: 'Character Passes',
    text: 'Bored Ape and Mutant Ape holders mint a free Character Pass (gas only) and bring their apes into Storyverse.',
  },
  {
    period: 'Next',
    title: 'Collectible Stories and plots',
    text: 'Story collectibles, giveaways for the community and plots on the Storyverse map.',
  },
];
