import type { FaqEntry } from './types';

/** The FAQ (spec section 2), on the landing page and at /about#faq. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'What is Storyverse?',
    answer:
      'A place to create, animate and share stories with your NFTs. Pick your characters, write the scenes and share the finished story with your community.',
  },
  {
    question: 'What is the total supply?',
    answer: 'The total supply is 10,000, of which 3,000 are claimed and 7,000 are unannounced.',
  },
  {
    question: 'Has there been a sale already?',
    answer: 'Yes. Our first sale, the Founders Pass, sold out in April 2022.',
  },
  {
    question: 'What do Founders Pass holders get?',
    answer: 'Early access, airdrops, perks and whitelist chances.',
  },
  {
    question: 'Who can mint a Character Pass?',
    answer:
      'Holders of a Bored Ape or a Mutant Ape. Sign up for the whitelist, then mint a free Character Pass: you only pay gas.',
  },
  {
    question: 'Why two wallets?',
    answer:
      'Your apes can stay in the cold wallet that holds them: you prove you own them with that wallet and mint with your hot wallet.',
  },
  {
    question: 'What are Collectible Stories?',
    answer: 'Stories you can own as NFTs. Some are given away to the community: register for a giveaway to win one.',
  },
];

/** The seven collectible stories (spec section 1), keyed by story id: each has its own mint page at /{id}. */
export const COLLECTIBLE_STORIES = {
  fezlove: {
    title: 'Fez Love',
    text: 'A hat, a heart and a very long road trip: love finds a way, one fez at a time.',
  },
  chasingshadows: {
    title: 'Chasing Shadows',
    text: 'A detective ape follows a shadow through a city that never switches off its lights.',
  },
  foreplay: {
    title: 'Foreplay',
    text: 'Four friends, one golf course and the round that settles an old score.',
  },
  raymondlightyear: {
    title: 'Raymond Lightyear',
    text: 'A space ranger who is sure he is the hero, on a mission nobody gave him.',
  },
  emptyhorizon: {
    title: 'Empty Horizon',
    text: 'The last ship at the edge of the map, and the crew that decides to sail past it.',
  },
  soundclash: {
    title: 'Sound Clash',
    text: 'Two crews, two sound systems and one night to find out who moves the crowd.',
  },
  prisonrush: {
    title: 'Prison Rush',
    text: 'A breakout planned to the second, until the clock starts running backwards.',
  },
} as const satisfies Record<string, { title: string; text: string }>;
