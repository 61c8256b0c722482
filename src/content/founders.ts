/** A founder as the founders page and the landing page's team section show them. */
export interface Founder {
  name: string;
  role: string;
  /** The social network handle, as shown, with its "@". */
  handle: string;
  description: string;
}

export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Nadia Brooks',
    role: 'Co-founder and CEO',
    handle: '@nadiabrooks',
    description:
      'Nadia produced animated series for ten years before she bought her first NFT and wondered why it could not star in a story. She started Storyverse to give every collector a studio of their own, and looks after partnerships with NFT communities, the roadmap and the Founders Pass holders who backed the project when its first sale sold out in April 2022.',
  },
  {
    name: 'Theo Lindqvist',
    role: 'Co-founder and CTO',
    handle: '@theolindqvist',
    description:
      'Theo built game engines and real-time animation tools before leading the engineering of Storyverse. He designed the creator app that turns an NFT into an animated character, and the minting and identity-proof flows that let ape holders claim their Character Pass without moving their apes out of cold storage.',
  },
];
