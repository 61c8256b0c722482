import type { ShowcaseItem, VideoMedia } from './types';

/** The video section of the landing page (spec section 2). */
export const VIDEO_SECTION = {
  title: 'See Storyverse in action',
  text: 'From the NFTs in your wallet to an animated story you can share, in a few minutes.',
  label: 'Storyverse introduction video',
  video: {
    src: '/media/intro.mp4',
    poster: '/media/intro-poster.webp',
    width: 640,
    height: 360,
  } satisfies VideoMedia,
};

/** The showcase 'Create. Animate. Share.' (spec section 2). */
export const SHOWCASE: readonly ShowcaseItem[] = [
  { title: 'Create', text: 'Cast your NFTs as the characters, pick a scene and write what they say.' },
  { title: 'Animate', text: 'Your characters move, talk and react: no animation skills needed.' },
  { title: 'Share', text: 'Publish your story and share it with your community on social networks.' },
];

/** The short text at the top of /about. */
export const ABOUT_TEXT =
  'Storyverse is where NFT holders create, animate and share stories starring their NFTs. Holders of a Founders Pass get early access, airdrops, perks and whitelist chances; ape holders can claim a free Character Pass; and Collectible Stories bring new characters and worlds to the community.';
